/**
 * The one home of the flash-data fields (server.md section 5): their names, the column headers
 * they are known by (matched trimmed and case-insensitive), and their types. GraphQL exports this
 * list as `mappings`; the import validates against it.
 */
export interface ImportField {
  /** Position in this list (the `index` of `mappings`). */
  index: number;
  fieldName: string;
  knownNames: string[];
  optional: boolean;
  /** 'serial' and 'model' (required), 'battery' or 'panel' flash data, 'parent' (a module's unit). */
  columnType: 'serial' | 'model' | 'battery' | 'panel' | 'parent';
  /** 'string' or 'numeric' (numeric cells may end in a, v, w or %). */
  dataType: 'string' | 'numeric';
  /** The product_serial column the field is stored in (parent: resolved to parent_serial_id). */
  column: string;
}

type FieldSpec = Omit<ImportField, 'index'>;

const battery = (
  fieldName: string,
  column: string,
  dataType: 'string' | 'numeric',
  knownNames: string[],
): FieldSpec => ({fieldName, column, dataType, knownNames, optional: true, columnType: 'battery'});
const panel = (fieldName: string, column: string, knownNames: string[]): FieldSpec => ({
  fieldName,
  column,
  dataType: 'numeric',
  knownNames,
  optional: true,
  columnType: 'panel',
});

export const SERIAL_FIELD = 'Serial Number';
export const MODEL_FIELD = 'Model';
/** A module's unit: the serial of its battery management unit (BMU), in this import or uploaded before. */
export const PARENT_FIELD = 'Parent Serial';

const SPECS: FieldSpec[] = [
  {
    fieldName: SERIAL_FIELD,
    column: 'serial',
    dataType: 'string',
    optional: false,
    columnType: 'serial',
    knownNames: [
      'Serial Number',
      'Serial No',
      'Serial No.',
      'Serial',
      'Serial Numbers',
      'SerialNumber',
      'SN',
      'S/N',
      'S.N.',
      'Serial #',
    ],
  },
  {
    fieldName: MODEL_FIELD,
    column: 'model',
    dataType: 'string',
    optional: false,
    columnType: 'model',
    knownNames: ['Model', 'Model Number', 'Model No', 'Model No.', 'Model Name', 'ModelNumber', 'Product Model'],
  },
  battery('nominalCapacity', 'nominal_capacity', 'numeric', [
    'nominalCapacity',
    'Nominal Capacity',
    'Nominal Capacity (kWh)',
    'Nominal Capacity kWh',
    'Nominal Energy',
    'Nominal Energy (kWh)',
  ]),
  battery('usableCapacity', 'usable_capacity', 'numeric', [
    'usableCapacity',
    'Usable Capacity',
    'Usable Capacity (kWh)',
    'Usable Capacity kWh',
    'Usable Energy',
    'Usable Energy (kWh)',
  ]),
  battery('tempatureRange', 'tempature_range', 'string', [
    'tempatureRange',
    'Tempature Range',
    'Temperature Range',
    'Operating Temperature',
    'Operating Temperature Range',
  ]),
  battery('iPProtection', 'ip_protection', 'string', [
    'iPProtection',
    'IP Protection',
    'IP Rating',
    'IP',
    'Ingress Protection',
  ]),
  battery('ampHours', 'amp_hours', 'numeric', [
    'ampHours',
    'Amp Hours',
    'Amp Hours (Ah)',
    'Ampere Hours',
    'Ah',
    'Capacity (Ah)',
  ]),
  battery('modCapacity', 'mod_capacity', 'numeric', [
    'modCapacity',
    'Mod Capacity',
    'Module Capacity',
    'Module Capacity (kWh)',
  ]),
  battery('smartHybrid', 'smart_hybrid', 'string', ['smartHybrid', 'Smart Hybrid', 'Smart/Hybrid', 'Hybrid']),
  panel('pmax', 'pmax', ['pmax', 'Pmax', 'Pmax (W)', 'Max Power', 'Maximum Power', 'Pmax(W)']),
  panel('ff', 'ff', ['ff', 'FF', 'Fill Factor', 'FF (%)']),
  panel('voc', 'voc', ['voc', 'Voc', 'Voc (V)', 'Open Circuit Voltage', 'Voc(V)']),
  panel('isc', 'isc', ['isc', 'Isc', 'Isc (A)', 'Short Circuit Current', 'Isc(A)']),
  panel('vpm', 'vpm', ['vpm', 'Vpm', 'Vmp', 'Vpm (V)', 'Vmp (V)', 'Voltage at Pmax', 'Vpm(V)']),
  panel('ipm', 'ipm', ['ipm', 'Ipm', 'Imp', 'Ipm (A)', 'Imp (A)', 'Current at Pmax', 'Ipm(A)']),
  {
    fieldName: PARENT_FIELD,
    column: 'parent',
    dataType: 'string',
    optional: true,
    columnType: 'parent',
    knownNames: [
      'Parent Serial',
      'Parent Serial Number',
      'Parent',
      'BMU Serial',
      'BMU Serial Number',
      'BMU',
      'Unit Serial',
      'Unit Serial Number',
    ],
  },
];

export const IMPORT_FIELDS: ImportField[] = SPECS.map((s, index) => ({...s, index}));

const byName = new Map(IMPORT_FIELDS.map(f => [f.fieldName, f]));
const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const byKnownName = new Map<string, ImportField>();
for (const f of IMPORT_FIELDS) for (const n of f.knownNames) if (!byKnownName.has(key(n))) byKnownName.set(key(n), f);

export function fieldNamed(fieldName: string): ImportField | undefined {
  return byName.get(fieldName);
}

/** The field a column header is a known name of, if any (trimmed, case-insensitive). */
export function fieldForHeader(header: string): ImportField | undefined {
  return byKnownName.get(key(header));
}

/** Proposes a field per column: the first column known by a field's name gets it; each field once. */
export function proposeMapping(columns: Array<{columnIndex: number; columnName: string}>): Map<number, string> {
  const taken = new Set<string>();
  const mapping = new Map<number, string>();
  for (const c of columns) {
    const field = fieldForHeader(c.columnName);
    if (field && !taken.has(field.fieldName)) {
      taken.add(field.fieldName);
      mapping.set(c.columnIndex, field.fieldName);
    }
  }
  return mapping;
}
