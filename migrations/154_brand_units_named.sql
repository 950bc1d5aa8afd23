-- An import that names each module's unit (Parent Serial) stores a module with its unit's id when that unit is stored
-- already, instead of linking every module by an UPDATE once the import ends (a second write of each module row, its
-- indexes and the counts' statement triggers). The unit lookup goes through the unique key (serial_norm, brand_id)
-- whatever the statistics say, as brand_serials_stored does: during an import the table outgrows its statistics.
CREATE FUNCTION brand_units_named(p_brand_id integer, p_norms text)
RETURNS TABLE (serial_norm text, id bigint, product_id integer)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
BEGIN
  -- p_norms: normalised serials, one per line. Only serials that can take modules now: not withdrawn, not a module.
  RETURN QUERY
    SELECT ps.serial_norm, ps.id, ps.product_id
      FROM product_serial ps
     WHERE ps.brand_id = p_brand_id AND ps.serial_norm = ANY(string_to_array(p_norms, E'\n'))
       AND ps.state <> 'withdrawn' AND ps.parent_serial_id IS NULL;
END $$;
