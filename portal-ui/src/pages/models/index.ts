export {ModelsTab} from './ModelsTab';
export {ModelDetailPage} from './ModelDetailPage';
export {ModelsPage} from './ModelsPage';
