import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { MyTasksList } from '../features/tasks';
import { PageHeader } from '../ui/PageHeader';

/** /mytasks: open tasks given to me (or by me), Overdue / Today / This week / Later / No date. */
export default function MyTasksPage() {
  return (
    <>
      <PageHeader
        title="My Tasks"
        subtitle="Open tasks by due date"
        actions={
          <Anchor component={Link} to="/settings">
            My settings
          </Anchor>
        }
      />
      <MyTasksList />
    </>
  );
}
