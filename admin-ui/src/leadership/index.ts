import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import {LeadershipBoard} from './LeadershipBoard';

/** The SPV Leadership Board (/AdminStats). */
export default {list: LeadershipBoard, icon: EmojiEventsIcon};
