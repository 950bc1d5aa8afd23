-- An import asks, chunk by chunk inside its one transaction, which of a chunk's serials its brand
-- already has. The chunk's serials go as one text, so under the import's generic plans the planner
-- guesses ten of them; on a table of a few thousand rows (a fresh install) it then prefers a
-- sequential scan. That plan stays for the whole import while the transaction's own rows grow the
-- table: a fresh clone's first import of 1 M rows took 117 s, most of it comparing every stored row
-- with every serial of the chunk. The lookup now always goes through the unique key
-- (serial_norm, brand_id), whatever the statistics say.

CREATE FUNCTION brand_serials_stored(p_brand_id integer, p_manufacturer_id integer, p_norms text)
RETURNS TABLE (serial_norm text, takeover boolean)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
BEGIN
  -- p_norms: normalised serials, one per line (a normalised serial holds no whitespace).
  -- takeover: the manufacturer's own serial, withdrawn by a deleted upload, which a new upload may take over.
  RETURN QUERY
    SELECT ps.serial_norm, ps.state = 'withdrawn' AND ps.manufacturer_id = p_manufacturer_id
      FROM product_serial ps
     WHERE ps.brand_id = p_brand_id AND ps.serial_norm = ANY(string_to_array(p_norms, E'\n'));
END $$;
