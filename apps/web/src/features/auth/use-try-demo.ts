import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { deviceId } from '../../session/device-id.ts';
import { useSignIn } from './use-sign-in.ts';

/** Creates (or returns) this device's demo account and signs in with it. */
export function useTryDemo(from: string | null) {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: () => call('createDemoAccount', { demo_id: deviceId() }),
    onSuccess: (session) => signIn(session, from),
  });
}
