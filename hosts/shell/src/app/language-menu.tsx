import { Link, useLocation } from 'react-router-dom';
import { Menu, UnstyledButton } from '@mantine/core';
import { LOCALES, LOCALE_NAMES, getMessages, persistLocale, switchLocalePath, type Locale } from '@app/i18n';
import { FlagIcon } from '../components/flag-icon';
import { CheckIcon, ChevronDownIcon } from '../components/icons';

/** Czech, English, German: keeps the page (translated segment) and remembers the choice in the cookie. */
export function LanguageMenu({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();
  const messages = getMessages(locale);
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <UnstyledButton className="language-button" aria-label={`${messages.nav.chooseLanguage}: ${LOCALE_NAMES[locale].label}`}>
          <FlagIcon locale={locale} />
          <span className="language-button__code">{locale.toUpperCase()}</span>
          <ChevronDownIcon size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={messages.nav.language}>
        {LOCALES.map((target) => (
          <Menu.Item
            key={target}
            component={Link}
            to={switchLocalePath(pathname, target)}
            onClick={() => persistLocale(target)}
            leftSection={<FlagIcon locale={target} />}
            rightSection={target === locale ? <CheckIcon size={16} /> : null}
            lang={LOCALE_NAMES[target].htmlLang}
            aria-current={target === locale ? 'true' : undefined}
            fw={target === locale ? 700 : 400}
          >
            {LOCALE_NAMES[target].label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
