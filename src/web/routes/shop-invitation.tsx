import { InvitationPage } from '../features/shop';

export default function Page() {
  return <InvitationPage />;
}
