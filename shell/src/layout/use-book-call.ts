import { useNavigate } from 'shared/singletons/router'
import { findBookingSectionId, scrollToSection } from 'shared/helpers/scroll'

/** Book Call: scroll to this page's booking calendar, or go to the home page's. */
export function useBookCall(): () => void {
  const navigate = useNavigate()
  return () => {
    const id = findBookingSectionId()
    if (id) scrollToSection(id)
    else navigate('/#main-booking-calendar')
  }
}
