// The e2e suite's servers take their ports the way the backend's tests do: one picker for both.
export { freePort } from '../../supabase/test/helpers/free-port'
