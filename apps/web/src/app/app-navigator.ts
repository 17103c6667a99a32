type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** Navigation for code outside React (the GraphQL links): the router registers itself here. */
export const appNavigator = {
  navigate(to: string, options?: { replace?: boolean }): void {
    navigateImpl(to, options);
  },
  register(navigate: Navigate): void {
    navigateImpl = navigate;
  },
};
