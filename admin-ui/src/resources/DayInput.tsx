import {useInput} from 'react-admin';
import {DayField} from '../reports/DayField';

/** A YYYY-MM-DD filter typed as DD/MM/YYYY, like every console date (a native date input follows the browser). */
export const DayInput = ({source, label}: {source: string; label: string; alwaysOn?: boolean}) => {
  const {field} = useInput({source});
  return <DayField label={label} value={(field.value as string) ?? ''} onChange={field.onChange} allowEmpty />;
};
