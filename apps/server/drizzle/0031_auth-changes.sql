-- Every server process keeps the signed-in user of each access token (auth/session-cache.ts) and
-- forgets them all on this notification: any change to what the session check reads (a user, a
-- tenant, a session), from any process, job or console, ends cached sessions at commit.
CREATE OR REPLACE FUNCTION vigil_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vigil_auth_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OF id, email, first_name, last_name, tenant_id, roles,
  is_read_only_user, need_to_change_password, tokens_valid_after, is_deleted OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION vigil_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION vigil_auth_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_auth_changed AFTER UPDATE OF id, tenant_type, path, is_deleted OR DELETE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION vigil_auth_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_auth_truncated AFTER TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION vigil_auth_changed();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_auth_changed AFTER UPDATE OF family_id, user_id, revoked_at, expires_at
  OR DELETE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION vigil_auth_changed();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_auth_truncated AFTER TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION vigil_auth_changed();
