-- Accounts, companies and the reference lists that registration checks against.

CREATE EXTENSION IF NOT EXISTS citext;

-- The regulator's approved lists: battery brands (CEC) and approved importers (weekly supplier list).
CREATE TABLE brand (
  id          serial PRIMARY KEY,
  name        citext NOT NULL UNIQUE,
  approved    boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE importer (
  id          serial PRIMARY KEY,
  name        citext NOT NULL UNIQUE,
  abn         text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A registered manufacturer: the portal account of one brand.
CREATE TABLE manufacturer (
  id                serial PRIMARY KEY,
  brand_id          integer NOT NULL UNIQUE REFERENCES brand(id),
  name              citext NOT NULL UNIQUE,
  abn               text,
  phone             text,
  email             text,
  address           text,
  address_line1     text,
  place_id          text,
  logo              text,
  upload_frequency  smallint NOT NULL DEFAULT 6,
  is_active         boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now()
);

-- A supplier or distributor company that uploads on behalf of manufacturers.
CREATE TABLE distributor (
  id                serial PRIMARY KEY,
  name              citext NOT NULL UNIQUE,
  abn               text,
  phone             text,
  email             text,
  address           text,
  address_line1     text,
  place_id          text,
  upload_frequency  smallint NOT NULL DEFAULT 6,
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE distributor_manufacturer (
  distributor_id   integer NOT NULL REFERENCES distributor(id) ON DELETE CASCADE,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  start_date       date NOT NULL DEFAULT current_date,
  end_date         date,
  PRIMARY KEY (distributor_id, manufacturer_id)
);
CREATE INDEX distributor_manufacturer_manufacturer_idx ON distributor_manufacturer (manufacturer_id);

CREATE TABLE app_user (
  id               serial PRIMARY KEY,
  username         citext NOT NULL UNIQUE,
  email            citext NOT NULL,
  password_hash    text NOT NULL,
  first_name       text NOT NULL DEFAULT '',
  last_name        text NOT NULL DEFAULT '',
  mobile           text,
  role             text NOT NULL CHECK (role IN ('superadmin','admin','madmin','manufacturer','mstaff','supplier','mdistributor','distributor_staff')),
  manufacturer_id  integer REFERENCES manufacturer(id),
  distributor_id   integer REFERENCES distributor(id),
  profile_photo    text,
  email_confirmed  boolean NOT NULL DEFAULT false,
  is_active        boolean NOT NULL DEFAULT true,
  failed_logins    smallint NOT NULL DEFAULT 0,
  lockout_enabled  boolean NOT NULL DEFAULT true,
  lockout_end      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_user_email_idx ON app_user (email);
CREATE INDEX app_user_manufacturer_idx ON app_user (manufacturer_id);
CREATE INDEX app_user_distributor_idx ON app_user (distributor_id);

-- Permissions of staff (mstaff: its manufacturer; distributor_staff: per attached manufacturer).
-- 1 Read, 2 Upload, 3 Approve Supplier, 4 Download, 5 Manage Profile, 6 Manage Staff.
CREATE TABLE staff_permission (
  user_id          integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  permission_id    smallint NOT NULL CHECK (permission_id BETWEEN 1 AND 6),
  PRIMARY KEY (user_id, manufacturer_id, permission_id)
);

-- Single-use activation and reset tokens, kept as SHA-256 hashes only.
CREATE TABLE user_token (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('activate','reset')),
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_token_user_idx ON user_token (user_id, purpose);

-- Australian postcodes and suburbs for address suggestions.
CREATE TABLE postcode (
  id         serial PRIMARY KEY,
  postcode   text NOT NULL,
  suburb     text NOT NULL,
  state      text NOT NULL,
  latitude   double precision,
  longitude  double precision,
  UNIQUE (postcode, suburb)
);
CREATE INDEX postcode_suburb_idx ON postcode (lower(suburb) text_pattern_ops);
CREATE INDEX postcode_postcode_idx ON postcode (postcode text_pattern_ops);

-- CEC-approved models (products). The verification issue extends this table.
CREATE TABLE product (
  id             serial PRIMARY KEY,
  brand_id       integer NOT NULL REFERENCES brand(id),
  model          citext NOT NULL,
  product_type   text NOT NULL CHECK (product_type IN ('battery','panel','inverter')),
  wattage        numeric,
  approved_date  date,
  expiry_date    date,
  fire_tested    boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, model)
);

-- Every administrator action that changes data: who, what, when, before and after.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  user_id     integer REFERENCES app_user(id),
  action      text NOT NULL,
  entity      text NOT NULL,
  entity_id   text,
  before      jsonb,
  after       jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Which fixture sets have been loaded (so the first start loads them once).
CREATE TABLE fixture_load (
  name       text PRIMARY KEY,
  loaded_at  timestamptz NOT NULL DEFAULT now()
);
