import { useNavigate } from 'react-router';
import { CustomerCombobox } from './CustomerCombobox';

/** The top bar's customer search: choosing a result opens its customer page. */
export function CustomerSearchBox() {
  const navigate = useNavigate();
  return (
    <CustomerCombobox
      placeholder="Search customers"
      clearOnPick
      onPick={(customer) => void navigate(`/customerpage/${encodeURIComponent(customer.listId)}`)}
    />
  );
}
