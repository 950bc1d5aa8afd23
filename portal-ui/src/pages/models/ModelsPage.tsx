import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useManufacturerChoice} from '../../session/manufacturerChoice';
import {ModelsTab} from './ModelsTab';

/** `/models`: the Models tab on a page of its own (the dashboard shows the same tab). */
export function ModelsPage() {
  useDocumentTitle(`${config.productCode} | Models`);
  const {manufacturerId} = useManufacturerChoice();
  return (
    <>
      <Typography variant="h1" sx={{mb: 2}}>
        Models
      </Typography>
      <Paper sx={{p: 2}}>
        <ModelsTab manufacturerId={manufacturerId} />
      </Paper>
    </>
  );
}
