// The dashboard's Models tab. The pages (ModelsPage, ModelDetailPage) are loaded lazily by App from their own files.
export {ModelsTab} from './ModelsTab';
