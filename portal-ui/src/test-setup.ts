// Each component test starts from an empty page, no REST mock and no stored session.
import '@voltcheck/ui-shared/testing/setup';
import {configure} from '@testing-library/react';

// findBy and waitFor wait up to 5 s: answers chained through refetches take more than 1 s on a busy machine.
configure({asyncUtilTimeout: 5000});
