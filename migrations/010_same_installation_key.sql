-- "The same installation" (same date, installer, owner e-mail and postcode; an absent value matches
-- an absent one) was looked up with IS NOT DISTINCT FROM, which no index can answer past the date:
-- every installation batch read all of that day's installations (530 heap pages for one date of the
-- 4 M-serial bench database, ~8 ms cold). One expression index now holds the whole key, absent as ''.
DROP INDEX installation_same_idx;
CREATE INDEX installation_same_idx ON installation
  (installation_date, coalesce(installer_acc_code, ''), coalesce(lower(owner_email), ''), coalesce(post_code, ''));
