import {useEffect} from 'react';

/** Sets document.title exactly as given (the specification names some titles: "login", "Register"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
