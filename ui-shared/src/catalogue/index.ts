export * from './catalogue.fragments';
