// `@perya/ui`: the theme contract, the theme helpers and every component. Brand themes are their
// own subpaths (`@perya/ui/themes/<name>`); popups are `@perya/ui/popups`.
// Sections are sorted; within a section, lines are sorted. Part B appends its components in
// "Components" in order.

// Theme contract and helpers
export { vars } from './themes/vars.css';
export { THEME_NAMES, baseTokens, mergeTokens } from './themes/tokens';
export type { ColorTokens, DeepPartial, ThemeFlags, ThemeName, ThemeTokens } from './themes/tokens';
export type { Theme } from './themes/theme';
export { ThemeProvider, useTheme, useThemeFlags, useThemeRootElement } from './themes/ThemeProvider';
export type { ThemeProviderProps } from './themes/ThemeProvider';
export { contrastRatio, AA_TEXT, AA_LARGE_OR_UI } from './themes/contrast';
export { rem } from './themes/cssValues';

// Global styles and layout helpers
export { themeRoot, visuallyHidden } from './styles/global.css';
export { focusRing, focusWithinRing } from './styles/focus.css';
export { applyRootFontSize } from './rootFontSize';
export type { RootFontWindow } from './rootFontSize';
export { tabBarHeight } from './components/TabBar/TabBar.css';

// Layout primitives every page composes from (theme tokens as props)
export { Box } from './layout/Box';
export type { BoxProps } from './layout/Box';
export { Column, Columns } from './layout/Columns';
export type { ColumnProps, ColumnsProps, ColumnWidth } from './layout/Columns';
export { Inline } from './layout/Inline';
export type { InlineProps } from './layout/Inline';
export { Stack } from './layout/Stack';
export type { Space, StackProps } from './layout/Stack';
export { Heading, Text } from './layout/Text';
export type { HeadingProps, TextProps, TextSize, TextTone, TextWeight } from './layout/Text';
export { sprinkles } from './layout/sprinkles.css';
export type { Sprinkles } from './layout/sprinkles.css';

// Locale, labels and navigation given to the components by the app
export { UiLocaleProvider, useMessageText, useUiLocale, useUiText } from './i18n';
export type { Translate, UiLocaleProviderProps, UiTextKey } from './i18n';
export { CurrencyProvider, useCurrency, useMoneyFormat } from './currency';
export type { CurrencyProviderProps, MoneyFormatOptions } from './currency';
export { DefaultLink, makeLinkComponent, UiBackProvider, UiLinkProvider, useLinkComponent, useUiBack } from './link';
export type { LinkComponent, LinkComponentProps } from './link';

// Icons drawn by the components (decorative, currentColor)
export {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  GiftIcon,
  HomeIcon,
  PlusIcon,
  SearchIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from './icons/icons';

// Components
export { ActionBar } from './components/ActionBar/ActionBar';
export type { ActionBarProps } from './components/ActionBar/ActionBar';
export { ActionCard } from './components/ActionCard/ActionCard';
export type { ActionCardProps } from './components/ActionCard/ActionCard';
export { AmountGrid, amountError } from './components/AmountGrid/AmountGrid';
export type { AmountGridProps } from './components/AmountGrid/AmountGrid';
export { AVATAR_COUNT, AVATAR_SIZES, Avatar, avatarIndex } from './components/Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar/Avatar';
export { Badge, BADGE_TONES, SOLID_BADGE_TONES } from './components/Badge/Badge';
export { BetSpot, BET_SPOT_TONES } from './components/BetSpot/BetSpot';
export type { BetSpotProps, BetSpotTone } from './components/BetSpot/BetSpot';
export { PAY_MARK_SIZES, PayMark } from './components/PayMark/PayMark';
export type { PayMarkProps, PayMarkSize } from './components/PayMark/PayMark';
export type { BadgeProps, BadgeTone, SolidBadgeTone } from './components/Badge/Badge';
export { BRAND_LOGO_SIZES, BrandLogo } from './components/BrandLogo/BrandLogo';
export type { BrandLogoProps, BrandLogoSize } from './components/BrandLogo/BrandLogo';
export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';
export { ButtonLink } from './components/Button/ButtonLink';
export type { ButtonLinkProps } from './components/Button/ButtonLink';
export { Card, CARD_PADDINGS, CARD_TONES } from './components/Card/Card';
export type { CardPadding, CardProps, CardTone } from './components/Card/Card';
export { ChipGroup } from './components/ChipGroup/ChipGroup';
export type { ChipGroupProps } from './components/ChipGroup/ChipGroup';
export { SearchField } from './components/SearchField/SearchField';
export type { SearchFieldProps } from './components/SearchField/SearchField';
export { WinTicker } from './components/WinTicker/WinTicker';
export type { TickerWin, WinTickerProps } from './components/WinTicker/WinTicker';
export { GameCard } from './components/GameCard/GameCard';
export type { GameCardProps } from './components/GameCard/GameCard';
export { GameGrid } from './components/GameGrid/GameGrid';
export type { GameGridProps, GridGame } from './components/GameGrid/GameGrid';
export { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './components/IconButton/IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './components/IconButton/IconButton';
export { Countdown, formatCountdown } from './components/Countdown/Countdown';
export type { CountdownProps } from './components/Countdown/Countdown';
export { CopyField } from './components/CopyField/CopyField';
export type { CopyFieldProps } from './components/CopyField/CopyField';
export { copyText } from './components/CopyField/CopyField';
export { DepositOffers, expectedDepositBonus, expectedFirstDepositBonus, ratePercent } from './components/DepositOffers/DepositOffers';
export type { DepositOffer, DepositOffersProps, FirstDepositBonus } from './components/DepositOffers/DepositOffers';
export { Disclosure } from './components/Disclosure/Disclosure';
export type { DisclosureProps } from './components/Disclosure/Disclosure';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState } from './components/ErrorState/ErrorState';
export type { ErrorStateProps } from './components/ErrorState/ErrorState';
export { Field } from './components/Field/Field';
export type { FieldControlProps, FieldProps } from './components/Field/Field';
export { Input } from './components/Input/Input';
export { Keypad } from './components/Keypad/Keypad';
export type { KeypadProps } from './components/Keypad/Keypad';
export type { InputProps } from './components/Input/Input';
export { ListRow } from './components/ListRow/ListRow';
export type { ListRowProps } from './components/ListRow/ListRow';
export { ListGroup } from './components/ListGroup/ListGroup';
export type { ListGroupProps } from './components/ListGroup/ListGroup';
export { Money, MONEY_SIZES, MONEY_TONES } from './components/Money/Money';
export type { MoneyProps, MoneySize, MoneyTone } from './components/Money/Money';
export { NavBar } from './components/NavBar/NavBar';
export type { NavBarProps } from './components/NavBar/NavBar';
export { NUMBER_BALL_TONES, NumberBalls } from './components/NumberBall/NumberBall';
export type { NumberBallTone, NumberBallsProps } from './components/NumberBall/NumberBall';
export { OtpInput } from './components/OtpInput/OtpInput';
export type { OtpInputProps } from './components/OtpInput/OtpInput';
export { Picker } from './components/Picker/Picker';
export type { PickerOption, PickerProps } from './components/Picker/Picker';
export { PasswordInput } from './components/PasswordInput/PasswordInput';
export { PhotoCapture } from './components/PhotoCapture/PhotoCapture';
export type { PhotoCaptureProps } from './components/PhotoCapture/PhotoCapture';
export type { PasswordInputProps } from './components/PasswordInput/PasswordInput';
export { phoneDigits } from './components/PhoneInput/phoneDigits';
export { PhoneInput } from './components/PhoneInput/PhoneInput';
export type { PhoneInputProps } from './components/PhoneInput/PhoneInput';
export { ProgressBar } from './components/ProgressBar/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { QrCode, qrPngBlob } from './components/QrCode/QrCode';
export type { QrCodeProps } from './components/QrCode/QrCode';
export { RadioCards } from './components/RadioCards/RadioCards';
export type { RadioCardOption, RadioCardsProps } from './components/RadioCards/RadioCards';
export { RedDot } from './components/RedDot/RedDot';
export type { RedDotProps } from './components/RedDot/RedDot';
export { SegmentedControl } from './components/SegmentedControl/SegmentedControl';
export type { SegmentedControlProps, SegmentedOption } from './components/SegmentedControl/SegmentedControl';
export { Skeleton, SKELETON_SHAPES } from './components/Skeleton/Skeleton';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton/Skeleton';
export { Slider } from './components/Slider/Slider';
export type { SliderProps } from './components/Slider/Slider';
export { StarRating } from './components/StarRating/StarRating';
export type { StarRatingProps } from './components/StarRating/StarRating';
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export { TabBar } from './components/TabBar/TabBar';
export type { TabBarActionItem, TabBarItem, TabBarLinkItem, TabBarProps } from './components/TabBar/TabBar';
export { Tabs, TABS_APPEARANCES } from './components/Tabs/Tabs';
export type { TabItem, TabsAppearance, TabsProps } from './components/Tabs/Tabs';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { TileButton, TILE_BUTTON_LAYOUTS } from './components/TileButton/TileButton';
export type { TileButtonLayout, TileButtonProps } from './components/TileButton/TileButton';
export { ToggleChip, TOGGLE_CHIP_SHAPES, TOGGLE_CHIP_SIZES } from './components/ToggleChip/ToggleChip';
export type { ToggleChipProps, ToggleChipShape, ToggleChipSize } from './components/ToggleChip/ToggleChip';
export { Dialog } from './overlays/Dialog/Dialog';
export type { DialogProps } from './overlays/Dialog/Dialog';
export { lockScroll } from './overlays/scrollLock';
export type { ScrollUnlock } from './overlays/scrollLock';
