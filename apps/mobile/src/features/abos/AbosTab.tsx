import { createContext, useContext, useMemo, useState } from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import type { AppAbo } from '@bakery/api';
import type { AbosRoutes, AbosScreenProps } from '../navigation/routes';
import { Redirect } from '../navigation/Redirect';
import { useRefocus } from '../navigation/refocus';
import { AboEditor } from './AboEditor';
import { AbosScreen } from './AbosScreen';

const Stack = createNativeStackNavigator<AbosRoutes>();

interface AbosTabValue {
  /** Standing orders the list showed, by id, for the editor. */
  known: Map<string, AppAbo>;
  /** Tells the list about a saved standing order (it shows the server's answer without loading again). */
  saved(abo: AppAbo): void;
  /** The list's subscription to `saved`; returns the unsubscription. */
  onSaved(listener: (abo: AppAbo) => void): () => void;
  /** Counts the times the tab was chosen again: the list loads again then, as when each visit mounted it. */
  visit: number;
}

const AbosTabContext = createContext<AbosTabValue | null>(null);

export function useAbosTab(): AbosTabValue {
  const value = useContext(AbosTabContext);
  if (!value) throw new Error('useAbosTab outside AbosTab');
  return value;
}

/** The Abos tab: the list, the form for a new one (/guest/abos/new) and for a change (/guest/abos/:id/edit). */
export function AbosTab() {
  const [known] = useState(() => new Map<string, AppAbo>());
  const [listeners] = useState(() => new Set<(abo: AppAbo) => void>());
  const [visit, setVisit] = useState(0);
  useRefocus(() => setVisit((count) => count + 1));
  const value = useMemo(
    () => ({
      known,
      visit,
      saved: (abo: AppAbo) => listeners.forEach((listener) => listener(abo)),
      onSaved(listener: (abo: AppAbo) => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    }),
    [known, listeners, visit],
  );
  return (
    <AbosTabContext.Provider value={value}>
      <Stack.Navigator screenOptions={{ headerShown: false }}>
        <Stack.Screen name="list" component={ListRoute} />
        <Stack.Screen name="create" component={EditorRoute} />
        <Stack.Screen name="edit" component={EditorRoute} />
      </Stack.Navigator>
    </AbosTabContext.Provider>
  );
}

function ListRoute({ navigation }: AbosScreenProps<'list'>) {
  const { known, onSaved, visit } = useAbosTab();
  return (
    <AbosScreen
      visit={visit}
      onSaved={onSaved}
      onCreate={() => navigation.navigate('create')}
      onEdit={(abo) => {
        known.set(abo.id, abo);
        navigation.navigate('edit', { id: abo.id });
      }}
    />
  );
}

function EditorRoute({ navigation, route }: AbosScreenProps<'create' | 'edit'>) {
  const { known, saved } = useAbosTab();
  const toList = () => (navigation.canGoBack() ? navigation.goBack() : navigation.replace('list'));
  const id = route.params && 'id' in route.params ? route.params.id : null;
  const abo = id === null ? null : (known.get(id) ?? null);
  // a change opened by its address after a restart: the list is where it starts again
  if (id !== null && !abo) return <Redirect to={() => navigation.replace('list')} />;
  return (
    <AboEditor
      abo={abo}
      onSaved={(abo) => {
        saved(abo);
        toList();
      }}
      onCancel={toList}
    />
  );
}
