import {useEffect, useState} from 'react';
import {useQuery} from '@apollo/client';
import {useNavigate, useParams} from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {ApiError} from '@voltcheck/api-client';
import type {ProductLineQuery, ProductLineQueryVariables} from '@voltcheck/api-client';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {PRODUCT_LINE, productLineCalls} from './productLine.queries';
import {EMPTY_FORM, toFormFields, validateProductLine} from './productLineForm';
import type {FormErrors, ProductLineFormValues} from './productLineForm';
import {isStoredDocument, ProductLineLogo} from './StoredFile';

const storedLink = (link: string | null | undefined) => (link && isStoredDocument(link) ? link : undefined);
const typedUrl = (link: string | null | undefined) => (link && !isStoredDocument(link) ? link : '');
import {WarrantyFields} from './WarrantyFields';
import {LoadingState} from '@voltcheck/ui-shared';

/** The 2-second uploading indicator after submit (document 000 section 4). */
const UPLOADING_MS = 2000;

/** `/addproduct` and `/EditProductLine/{id}`: the same form; add goes on to assign, edit goes back. */
export function ProductLineFormPage() {
  const {id} = useParams();
  const editing = id !== undefined;
  useDocumentTitle(editing ? 'Edit Product Line' : 'Add Product Line');
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductLineFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const existing = useQuery<ProductLineQuery, ProductLineQueryVariables>(PRODUCT_LINE, {
    variables: {id: id ?? ''},
    skip: !editing,
    fetchPolicy: 'network-only',
  });
  const line = existing.data?.productLine;
  useEffect(() => {
    if (!line) return;
    const w = line.productWarranty;
    setValues({
      ...EMPTY_FORM,
      title: line.lineName,
      componentYears: w ? String(w.componentInYears) : '',
      // A stored document is not a URL to edit: the field starts empty and the document is offered beside it.
      componentUrl: typedUrl(w?.componentWarrantyLink),
      performanceYears: w ? String(w.performanceInYears) : '',
      performanceUrl: typedUrl(w?.performanceWarrantyLink),
    });
  }, [line]);

  if (editing && existing.loading) return <LoadingState />;
  if (editing && (existing.error || !line)) return <Alert severity="error">Product Line Not Found</Alert>;

  const set = (change: Partial<ProductLineFormValues>) => setValues(v => ({...v, ...change}));
  const submit = async () => {
    const found = validateProductLine(values, {
      component: line?.productWarranty?.componentWarrantyLink ?? null,
      performance: line?.productWarranty?.performanceWarrantyLink ?? null,
    });
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length) return;
    setUploading(true);
    const shown = new Promise(resolve => setTimeout(resolve, UPLOADING_MS));
    try {
      const form = toFormFields(
        values,
        line
          ? {productLineId: line.productLineId, productWarrantyId: line.productWarranty?.productWarrantyId}
          : undefined,
      );
      const answer = line ? await productLineCalls.update(form) : await productLineCalls.add(form);
      if (!answer.status) throw new Error(answer.message);
      await shown;
      // An edit returns to where it came from; a new line opens its assignment page.
      if ('productLineId' in answer) navigate(`/AssignProductLine/${answer.productLineId}`);
      else navigate(-1);
    } catch (e) {
      setServerError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
      setUploading(false);
    }
  };

  return (
    <Box>
      <Typography variant="h1" sx={{mb: 3}}>
        {editing ? 'Edit Product Line' : 'Add Product Line'}
      </Typography>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{alignItems: 'center', mb: 3}}>
            <ProductLineLogo logo={line?.logo ?? null} name={values.title || 'Product line'} />
            <Button component="label" variant="outlined">
              {values.logo ? values.logo.name : 'Choose logo'}
              <input
                hidden
                type="file"
                accept="image/*"
                aria-label="Logo"
                onChange={e => set({logo: e.target.files?.[0] ?? null})}
              />
            </Button>
          </Stack>
          <TextField
            fullWidth
            label="Title"
            value={values.title}
            onChange={e => set({title: e.target.value})}
            error={!!errors.title}
            helperText={errors.title}
            sx={{mb: 3}}
          />
          <WarrantyFields
            label="Component"
            stored={storedLink(line?.productWarranty?.componentWarrantyLink)}
            years={values.componentYears}
            url={values.componentUrl}
            file={values.componentFile}
            yearsError={errors.componentYears}
            documentError={errors.componentUrl}
            onChange={c =>
              set({
                componentYears: c.years ?? values.componentYears,
                componentUrl: c.url ?? values.componentUrl,
                componentFile: c.file === undefined ? values.componentFile : c.file,
              })
            }
          />
          <WarrantyFields
            label="Performance"
            stored={storedLink(line?.productWarranty?.performanceWarrantyLink)}
            years={values.performanceYears}
            url={values.performanceUrl}
            file={values.performanceFile}
            yearsError={errors.performanceYears}
            documentError={errors.performanceUrl}
            onChange={c =>
              set({
                performanceYears: c.years ?? values.performanceYears,
                performanceUrl: c.url ?? values.performanceUrl,
                performanceFile: c.file === undefined ? values.performanceFile : c.file,
              })
            }
          />
          {serverError && (
            <Alert severity="error" sx={{mb: 2}}>
              {serverError}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
            <Button variant="contained" disabled={uploading} onClick={() => void submit()}>
              Save
            </Button>
            {uploading && (
              <Stack direction="row" spacing={1} sx={{alignItems: 'center'}} role="status">
                <CircularProgress size={20} />
                <Typography>Uploading…</Typography>
              </Stack>
            )}
            <Button onClick={() => navigate(-1)}>Cancel</Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
