import {TextField} from '@mui/material';
import {useEffect, useState} from 'react';
import {displayDay, parseDisplayDay} from './dates';

interface DayFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (isoDay: string) => void;
  separator?: '/' | '-';
  allowEmpty?: boolean;
}

/** A day typed as DD/MM/YYYY (or DD-MM-YYYY): only valid dates reach `onChange`. */
export const DayField = ({label, value, onChange, separator = '/', allowEmpty}: DayFieldProps) => {
  const [text, setText] = useState(displayDay(value, separator));
  useEffect(() => setText(displayDay(value, separator)), [value, separator]);
  const parsed = parseDisplayDay(text);
  const invalid = text.trim() !== '' && !parsed;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={separator === '/' ? 'DD/MM/YYYY' : 'DD-MM-YYYY'}
      error={invalid}
      helperText={invalid ? 'Enter a valid date' : ' '}
      onChange={e => {
        setText(e.target.value);
        const day = parseDisplayDay(e.target.value);
        if (day) onChange(day);
        else if (allowEmpty && e.target.value.trim() === '') onChange('');
      }}
      sx={{width: 170}}
      slotProps={{htmlInput: {'aria-label': label, inputMode: 'numeric'}}}
    />
  );
};
