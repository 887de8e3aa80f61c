import type { Session, User } from '@tp/contract/entities';
import { defaultLanguage, type Language, resolveLanguage } from '@tp/contract/languages';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type SessionState = {
  token: string | null;
  user: User | null;
  lang: Language;
  signIn: (session: Session) => void;
  setUser: (user: User) => void;
  /** Logout and a server 999 both end the session: token and user go together. */
  signOut: () => void;
  setLang: (code: string) => void;
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      lang: defaultLanguage,
      signIn: ({ token, user }) => set({ token, user }),
      setUser: (user) => set({ user }),
      signOut: () => set({ token: null, user: null }),
      setLang: (code) => set({ lang: resolveLanguage(code) }),
    }),
    {
      name: 'tp.session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, lang }) => ({ token, user, lang }),
      // A stored code from an older app or another client (`tw`, an unknown one) is read as
      // the language it stands for, so the texts, the `lang` header and the page agree.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Pick<SessionState, 'token' | 'user' | 'lang'>>;
        return { ...current, ...stored, lang: resolveLanguage(stored.lang) };
      },
    },
  ),
);

export const isLoggedIn = (state: Pick<SessionState, 'token'>): boolean => state.token !== null;

export const isDemoUser = (state: Pick<SessionState, 'user'>): boolean => state.user?.is_demo === 1;
