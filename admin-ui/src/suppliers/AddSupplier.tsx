import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {ApiError, rest, type RestAnswer} from '@voltcheck/api-client';
import {useRestQuery} from '@voltcheck/ui-shared';
import {useEffect, useState} from 'react';
import {Title} from 'react-admin';

type Importer = RestAnswer<'/api/importers', 'get'>[number];
const FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['username', 'Username'],
  ['password', 'Password'],
] as const;
type Form = Record<(typeof FIELDS)[number][0], string>;
const EMPTY: Form = {firstName: '', lastName: '', email: '', username: '', password: ''};
const SHOWN_FOR_MS = 10_000;
/** The kinds of company the server registers: a supplier's account gets the role supplier, a distributor's mdistributor. */
const TYPES = {supplier: 'Supplier', distributor: 'Distributor'} as const;
type CompanyType = keyof typeof TYPES;

/** /AddSupplier (document 002, sections 2.9, 4, 5 and 8): supplier or distributor, brand, importer, the account. */
export const AddSupplier = () => {
  const brands = useRestQuery('/api/brands').data ?? [];
  const [brand, setBrand] = useState<string | null>(null);
  const importers = useRestQuery(brand ? '/api/importers' : null, {params: {query: {brand: brand ?? undefined}}});
  const [importer, setImporter] = useState<Importer | null>(null);
  const [type, setType] = useState<CompanyType>('supplier');
  const [form, setForm] = useState<Form>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ok: boolean; lines: string[]}>();

  useEffect(() => {
    if (!result) return;
    const t = setTimeout(() => setResult(undefined), SHOWN_FOR_MS);
    return () => clearTimeout(t);
  }, [result]);

  const missing = (k: keyof Form) => touched && !form[k].trim();
  const submit = async () => {
    setTouched(true);
    if (FIELDS.some(([k]) => !form[k].trim()) || !importer) return;
    setBusy(true);
    try {
      await rest.POST('/api/admin/suppliers', {
        body: {
          Username: form.username,
          Password: form.password,
          FirstName: form.firstName,
          LastName: form.lastName,
          Email: form.email,
          AbnNo: importer.importerABN ?? '',
          Name: importer.importerName,
          Type: type,
        },
      });
      setResult({ok: true, lines: [`${TYPES[type]} added successfully`]});
      setForm(EMPTY);
      setTouched(false);
      setImporter(null);
    } catch (err) {
      const data = err instanceof ApiError ? err.body : undefined;
      const lines = Array.isArray(data)
        ? (data as Array<{code: string; description: string}>).map(p => `${p.code},${p.description}`)
        : [(err as Error).message];
      setResult({ok: false, lines});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{mt: 2, maxWidth: 640}}>
      <Title title="Add supplier" />
      <CardContent sx={{display: 'grid', gap: 2}}>
        <Typography variant="h6">Add supplier</Typography>
        <FormControl>
          <FormLabel id="company-type">Type</FormLabel>
          <RadioGroup
            row
            aria-labelledby="company-type"
            value={type}
            onChange={e => setType(e.target.value as CompanyType)}
          >
            {Object.entries(TYPES).map(([value, label]) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        </FormControl>
        <Autocomplete
          options={brands}
          value={brand}
          onChange={(_, v) => {
            setBrand(v);
            setImporter(null);
          }}
          renderInput={p => <TextField {...p} label="Brand" />}
        />
        <Autocomplete
          options={brand && !importers.error ? (importers.data ?? []) : []}
          value={importer}
          disabled={!brand}
          onChange={(_, v) => setImporter(v)}
          getOptionLabel={i => i.importerName}
          renderOption={(props, i) => (
            <li {...props} key={i.importerName}>
              <Box>
                <Typography>{i.importerName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {i.importerStatus} · ABN {i.importerABN ?? '—'}
                </Typography>
              </Box>
            </li>
          )}
          renderInput={p => (
            <TextField
              {...p}
              label="Supplier"
              error={touched && !importer}
              helperText={touched && !importer ? 'This field is required' : undefined}
            />
          )}
        />
        {FIELDS.map(([k, label]) => (
          <TextField
            key={k}
            label={label}
            type={k === 'password' ? 'password' : 'text'}
            value={form[k]}
            onChange={e => setForm({...form, [k]: e.target.value})}
            error={missing(k)}
            helperText={missing(k) ? 'This field is required' : undefined}
          />
        ))}
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'}>
            {result.lines.map(l => (
              <div key={l}>{l}</div>
            ))}
          </Alert>
        )}
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Saving…' : `Add ${TYPES[type].toLowerCase()}`}
        </Button>
      </CardContent>
    </Card>
  );
};
