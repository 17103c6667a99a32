-- The tenant scope of a request is remembered per tenant (tenants/tenant-scope.ts) and forgotten on
-- the same notification as sessions: it also reads a tenant's name and parent.
DROP TRIGGER tenants_auth_changed ON tenants;
--> statement-breakpoint
CREATE TRIGGER tenants_auth_changed AFTER UPDATE OF id, tenant_type, path, name, parent_id, is_deleted
  OR DELETE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION vigil_auth_changed();
