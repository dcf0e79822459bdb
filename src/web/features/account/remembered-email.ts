const REMEMBER_KEY = "rostrum.rememberedEmail";

/** The e-mail the login and sign-up screens fill in when the user ticked "Remember email". */
export const rememberedEmail = {
  get: () => (typeof localStorage === "undefined" ? "" : (localStorage.getItem(REMEMBER_KEY) ?? "")),
  set: (email: string, remember: boolean) => {
    if (remember) localStorage.setItem(REMEMBER_KEY, email.trim());
    else localStorage.removeItem(REMEMBER_KEY);
  },
};
