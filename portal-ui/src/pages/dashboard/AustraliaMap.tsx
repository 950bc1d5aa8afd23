import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {alpha, useTheme} from '@mui/material/styles';
import {MAP_HEIGHT, MAP_WIDTH, shadeOf, STATE_SHAPES} from './australiaMap';

/** The installs-per-state map: each state shaded by its installations in the chosen year. */
export function AustraliaMap({installations}: {installations: Record<string, number>}) {
  const theme = useTheme();
  const most = Math.max(0, ...Object.values(installations));
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${MAP_WIDTH.toFixed(0)} ${MAP_HEIGHT.toFixed(0)}`}
      role="img"
      aria-label="Map of installations by state"
      sx={{width: '100%', maxHeight: 320, display: 'block'}}
    >
      {STATE_SHAPES.map(shape => {
        const count = installations[shape.state] ?? 0;
        const shade = shadeOf(count, most);
        return (
          <Tooltip key={shape.state} title={`${shape.name}: ${count.toLocaleString()} installations`} followCursor>
            <path
              d={shape.path}
              data-state={shape.state}
              fill={shade ? alpha(theme.palette.primary.main, shade) : theme.palette.action.hover}
              stroke={theme.palette.background.paper}
              strokeWidth={1.2}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}
