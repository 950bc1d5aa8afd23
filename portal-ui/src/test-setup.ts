// Each component test starts from an empty page, no REST mock and no stored session.
import '@voltcheck/ui-shared/testing/setup';
