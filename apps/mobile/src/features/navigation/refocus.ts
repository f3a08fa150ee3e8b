import { useEffect, useEffectEvent } from 'react';
import { useNavigation } from '@react-navigation/native';

/**
 * Calls `onReturn` each time the screen is shown again (back from a screen above it, or its tab
 * chosen again): lists load again as they did when every visit mounted them anew.
 */
export function useRefocus(onReturn: () => void): void {
  const navigation = useNavigation();
  const returned = useEffectEvent(onReturn);
  useEffect(() => {
    let shown = navigation.isFocused();
    const offFocus = navigation.addListener('focus', () => {
      if (shown) return;
      shown = true;
      returned();
    });
    const offBlur = navigation.addListener('blur', () => {
      shown = false;
    });
    return () => {
      offFocus();
      offBlur();
    };
  }, [navigation]);
}
