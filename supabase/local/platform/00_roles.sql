-- The API roles hosted Supabase provides. Roles are cluster-wide on a real server, so each is created only
-- when missing, and a concurrent creator (another test database on the same cluster) is tolerated.
do $$
declare
  role_spec record;
begin
  for role_spec in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_auth_admin', 'nologin noinherit'),
      ('supabase_storage_admin', 'nologin noinherit')
    ) as r(name, options)
  loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = role_spec.name) then
      begin
        execute format('create role %I %s', role_spec.name, role_spec.options);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;
