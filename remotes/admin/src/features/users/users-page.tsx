import { useState } from 'react';
import { Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import {
  adminAddUserRole,
  adminDeleteUser,
  adminInviteUser,
  USER_LIST_SPEC,
  adminUsersPage,
  adminSendPasswordReset,
  adminUpdateUserProfile,
  type AdminUser,
} from '@app/content';
import { formatDate } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { useConfirmedDelete } from '../../components/confirmed-delete';
import { errorMessage } from '../../components/error-message';
import { ListBody, ListFilter, ListTable, ListToolbar, RowActions, SortableTh, useListPage, useListState } from '../../components/list';
import { isAdminAccount, roleLabel, shortUserId } from './user-display';
import { updatePasswordUrl } from './invite-client';
import { invitationProblem } from './invitation-problem';
import { AddRoleDialog, EditUserDialog, InviteUserDialog } from './user-dialogs';
import type { AddRoleFormValues } from './add-role-schema';
import type { InviteUserFormValues } from './invite-user-schema';
import { wantsPasswordChange, type EditUserFormValues } from './edit-user-schema';

const ADMIN_DELETE_REFUSED = 'Administrátora nelze odstranit ze systému.';

function refuseAdminDelete() {
  notify({ kind: 'error', title: 'Nelze smazat', message: ADMIN_DELETE_REFUSED });
}

/** /admin/users (admins only). */
const FILTERS = ['role'] as const;

export function UsersPage() {
  const state = useListState(USER_LIST_SPEC, FILTERS);
  const users = useListPage(adminUsersPage, state, { message: 'Nepodařilo se načíst data uživatelů.' });
  const [roleFor, setRoleFor] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [inviting, setInviting] = useState(false);

  const addRole = async (user: AdminUser, { role }: AddRoleFormValues): Promise<boolean> => {
    if (!role) return false;
    try {
      await adminAddUserRole(await getSupabase(), user.id, role);
      notify({ kind: 'success', title: 'Úspěch', message: 'Role byla přidána uživateli.' });
      users.reload();
      return true;
    } catch (error) {
      console.error('Adding the role failed:', error);
      notify({ kind: 'error', title: 'Chyba', message: `Nepodařilo se přidat roli. ${errorMessage(error)}` });
      return false;
    }
  };

  const invite = async (values: InviteUserFormValues): Promise<boolean> => {
    try {
      await adminInviteUser(await getSupabase(), {
        email: values.email,
        fullName: values.fullName,
        role: values.role,
        locale: values.locale,
      });
      notify({
        kind: 'success',
        title: 'Pozvánka odeslána',
        message: `Pozvánka pro ${values.email.trim()} odchází e-mailem (platí 7 dní). Roli ${roleLabel(values.role)} získá, až ji přijme.`,
      });
      users.reload();
      return true;
    } catch (error) {
      console.error('Inviting the user failed:', error);
      notify({ kind: 'error', title: 'Pozvánku se nepodařilo odeslat', message: invitationProblem(error) });
      return false;
    }
  };

  /**
   * The admin-side password change: a browser cannot set another account's password (that needs the
   * service key), so after the checks the profile is saved and the user gets a set-password e-mail. If
   * that e-mail fails, the profile stays updated and a warning points to the reset button.
   */
  const saveProfile = async (user: AdminUser, values: EditUserFormValues): Promise<boolean> => {
    const client = await getSupabase();
    try {
      await adminUpdateUserProfile(client, user.id, { fullName: values.fullName, role: values.role });
    } catch (error) {
      console.error('Updating the profile failed:', error);
      notify({ kind: 'error', title: 'Chyba', message: `Nepodařilo se aktualizovat profil. ${errorMessage(error)}` });
      return false;
    }
    users.reload();
    if (!wantsPasswordChange(values) || !user.email) {
      notify({ kind: 'success', title: 'Úspěch', message: 'Profil byl aktualizován.' });
      return true;
    }
    try {
      await adminSendPasswordReset(client, user.email, updatePasswordUrl());
      notify({
        kind: 'success',
        title: 'Úspěch',
        message: 'Profil byl aktualizován. Uživateli byl odeslán e-mail s odkazem pro nastavení nového hesla.',
      });
    } catch (error) {
      console.error('The password e-mail after a profile change failed:', error);
      notify({
        kind: 'warning',
        title: 'Profil byl aktualizován',
        message: 'Heslo se nepodařilo změnit. Použijte tlačítko „Reset hesla“.',
      });
    }
    return true;
  };

  const sendReset = async (user: AdminUser) => {
    if (!user.email) return;
    try {
      await adminSendPasswordReset(await getSupabase(), user.email, updatePasswordUrl());
      notify({ kind: 'success', title: 'Úspěch', message: 'Email pro reset hesla byl odeslán.' });
    } catch (error) {
      console.error('Sending the password reset failed:', error);
      notify({ kind: 'error', title: 'Chyba', message: 'Nepodařilo se odeslat email pro reset hesla.' });
    }
  };

  const deletion = useConfirmedDelete<AdminUser>({
    entity: 'user',
    question: (user) => `Opravdu chcete odstranit uživatele ${user.email ?? user.id}?`,
    subject: (user) => user.full_name || undefined,
    remove: (client, user) => adminDeleteUser(client, user.id),
    success: 'Uživatel byl odstraněn.',
    failure: (error) =>
      errorMessage(error) === ADMIN_DELETE_REFUSED
        ? { title: 'Nelze smazat', message: ADMIN_DELETE_REFUSED }
        : { title: 'Chyba', message: 'Nepodařilo se odstranit uživatele.' },
    onDeleted: users.reload,
  });
  const remove = (user: AdminUser) => {
    if (isAdminAccount(user)) refuseAdminDelete();
    else deletion.ask(user);
  };

  return (
    <>
      <PageHeader
        title="Uživatelé"
        description="Účty, role a pozvánky"
        backTo={ADMIN_PATHS.dashboard}
        backLabel="Zpět na přehled"
        actions={<Button onClick={() => setInviting(true)}>Pozvat uživatele</Button>}
      />
      <ListToolbar
        state={state}
        searchPlaceholder="E-mail nebo jméno"
        sort={{
          headersFrom: 'md',
          options: [
            { value: 'full_name', label: 'Jméno' },
            { value: 'email', label: 'E-mail' },
            { value: 'created_at', label: 'Registrován' },
          ],
        }}
      >
        <ListFilter
          state={state}
          name="role"
          label="Systémová role"
          options={[
            { value: 'admin', label: roleLabel('admin') },
            { value: 'editor', label: roleLabel('editor') },
            { value: 'user', label: roleLabel('user') },
          ]}
        />
      </ListToolbar>
      {users.error && !users.page ? (
        <Group gap="sm">
          <Text c="dimmed">Nepodařilo se načíst data uživatelů.</Text>
          <Button size="xs" variant="light" onClick={users.reload}>
            Zkusit znovu
          </Button>
        </Group>
      ) : (
        <ListBody list={users} state={state} loadingLabel="Načítám uživatele..." empty={<Text c="dimmed">Zatím tu nejsou žádní uživatelé.</Text>}>
          {(rows) => (
          <ListTable
            head={
              <>
                <SortableTh state={state} column="full_name">
                  Jméno a ID
                </SortableTh>
                <SortableTh state={state} column="email">
                  E-mail
                </SortableTh>
                <Table.Th>Role profilu a systémové role</Table.Th>
                <SortableTh state={state} column="created_at">
                  Registrován
                </SortableTh>
                <Table.Th ta="right">Akce</Table.Th>
              </>
            }
          >
            {rows.map((user) => (
              <Table.Tr key={user.id} data-testid="user-row" data-email={user.email ?? ''}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {user.full_name || '—'}
                  </Text>
                  {/* The short id sits under the name, like a post's slug under its title: one column less at 1024 px. */}
                  <Text ff="monospace" size="xs" c="dimmed" title={user.id}>
                    {shortUserId(user.id)}
                  </Text>
                </Table.Td>
                {/* Long company addresses break anywhere rather than widen the table past its frame. */}
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                {/* One badge per meaning: the system roles (what the account may do) as badges, the profile role as a labelled line. */}
                <Table.Td>
                  <Group gap={4}>
                    {user.roles.length === 0 && !user.invited_role && <Text c="dimmed">—</Text>}
                    {user.roles.map((role) => (
                      <Badge key={role} variant="light" tt="none" color={role === 'admin' ? 'red' : role === 'editor' ? 'brand' : 'gray'}>
                        {roleLabel(role)}
                      </Badge>
                    ))}
                    {user.invited_role && (
                      <Badge variant="outline" color="gray" tt="none" title="Role se přidělí, až uživatel přijme pozvánku z e-mailu.">
                        Pozvánka: {roleLabel(user.invited_role)}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" mt={4}>
                    Role profilu: {roleLabel(user.profile_role)}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(user.created_at)}</Table.Td>
                <Table.Td>
                  <RowActions>
                    <Button size="xs" variant="light" onClick={() => setEditing(user)}>
                      Upravit
                    </Button>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button size="xs" variant="default" aria-label={`Další akce: ${user.email ?? user.id}`}>
                          Další ▾
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setRoleFor(user)}>Přidat roli</Menu.Item>
                        <Menu.Item onClick={() => void sendReset(user)}>Reset hesla</Menu.Item>
                        <Menu.Divider />
                        <Menu.Item color="red" onClick={() => remove(user)}>
                          Smazat
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          )}
        </ListBody>
      )}
      <AddRoleDialog
        user={roleFor}
        onClose={() => setRoleFor(null)}
        onSubmit={(values) => (roleFor ? addRole(roleFor, values) : Promise.resolve(false))}
      />
      <EditUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSubmit={(values) => (editing ? saveProfile(editing, values) : Promise.resolve(false))}
      />
      <InviteUserDialog opened={inviting} onClose={() => setInviting(false)} onSubmit={invite} />
      {deletion.dialog}
    </>
  );
}
