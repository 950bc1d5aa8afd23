/**
 * Approved names containing $1 (a LIKE literal, lower case): brands, and importers unless $2 is false; names
 * starting with it first, at most $3, then in alphabetical order. A UNION of citext values: one row per name
 * whatever the case each list spells it in.
 */
export const SEARCH_APPROVED = `SELECT name::text AS name FROM (
         SELECT name FROM (
           SELECT name FROM brand WHERE approved AND lower(name::text) LIKE '%' || $1 || '%'
           UNION
           SELECT name FROM importer WHERE $2 AND lower(name::text) LIKE '%' || $1 || '%'
         ) candidates
         ORDER BY (lower(name::text) LIKE $1 || '%') DESC, lower(name::text)
         LIMIT $3
       ) best ORDER BY lower(name::text)`;

/** The importers of the list for the brand $1 (none for an unknown brand), those not yet linked to its manufacturer first. */
export const IMPORTERS_FOR_BRAND = `SELECT i.name::text AS "importerName", i.abn AS "importerABN",
              CASE WHEN d.id IS NULL THEN 'Approved' ELSE 'Registered' END AS "importerStatus",
              EXISTS (SELECT 1 FROM distributor_manufacturer dm JOIN manufacturer m ON m.id = dm.manufacturer_id
                       JOIN brand b ON b.id = m.brand_id WHERE dm.distributor_id = d.id AND b.name = $1) AS linked
         FROM importer i LEFT JOIN distributor d ON d.name = i.name
        WHERE EXISTS (SELECT 1 FROM brand b WHERE b.name = $1)
        ORDER BY linked, i.name`;

/** Inserts the list's new names and changes the ABN (or spelling) of those that differ; each row says if it was new. */
export const REPLACE_IMPORTERS = `INSERT INTO importer AS i (name, abn)
         SELECT x."importerName", x."importerABN" FROM jsonb_to_recordset($1::jsonb) AS x("importerName" text, "importerABN" text)
         ON CONFLICT (name) DO UPDATE SET abn = EXCLUDED.abn, name = EXCLUDED.name
         WHERE (i.abn, i.name::text) IS DISTINCT FROM (EXCLUDED.abn, EXCLUDED.name::text)
         RETURNING (xmax = 0) AS inserted`;
