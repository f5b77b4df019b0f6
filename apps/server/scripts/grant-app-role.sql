-- Rights of the server's database role, one that owns nothing (README: "Audit integrity and database
-- roles"). Run as the owner of the tables after every migration that adds a table:
--   psql "$DATABASE_OWNER_URL" -v app_role=portal_app -f apps/server/scripts/grant-app-role.sql
-- The role cannot ALTER a table nor DISABLE TRIGGER (both need ownership), and on the audit log it may
-- only read and append: the chain's head (audit_chain_head) is moved by migration 027's SECURITY DEFINER
-- trigger, which runs as the owner.
GRANT USAGE ON SCHEMA public TO :"app_role";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app_role";
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"app_role";
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM :"app_role";
REVOKE ALL ON audit_chain_head FROM :"app_role";
GRANT SELECT ON audit_chain_head TO :"app_role";
REVOKE ALL ON schema_version FROM :"app_role";
GRANT SELECT ON schema_version TO :"app_role";
