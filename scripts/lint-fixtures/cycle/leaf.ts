export const leaf = () => 1;
