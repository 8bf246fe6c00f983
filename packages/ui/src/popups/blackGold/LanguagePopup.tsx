// Language choice (black-gold v3/v4; spec §1 locales, §4 language picked from stored preference:
// the shell stores the choice).
import { LOCALE_INFO } from '@perya/domain';
import type { LocaleCode } from '@perya/domain';
import { Listbox } from '../../components/Picker/Picker';
import { BottomSheet } from '../../overlays/Dialog/Dialog';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function LanguagePopup({ locales, value, onChange, title: titleProp, ...chrome }: PopupComponentProps<'language'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.language.title');
  return (
    <BottomSheet {...chrome} title={title}>
      <Listbox<LocaleCode>
        label={title}
        options={locales.map((code) => ({ value: code, label: LOCALE_INFO[code].nativeName, description: code }))}
        value={value}
        onChange={onChange}
      />
    </BottomSheet>
  );
}
