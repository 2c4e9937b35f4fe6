// La solution de référence des extensions du kit Java (voir MasterMindBase).
public class MasterMindEtendu {

    public static void affichePlateau(int[][] cod, int[][] rep, int nbCoups, char[] tabCouleurs) {
        for (int i = 0; i < nbCoups; i++) {
            Ut.afficherSL(MasterMindBase.entiersVersMot(cod[i], tabCouleurs) + "  " + rep[i][0] + " " + rep[i][1]);
        }
    }

    public static void afficheErreurs(String codMot, int[][] cod, int[][] rep, int nbCoups, int lgCode, char[] tabCouleurs) {
        if (!MasterMindBase.codeCorrect(codMot, lgCode, tabCouleurs)) {
            return;
        }
        int[] secret = MasterMindBase.motVersEntiers(codMot, tabCouleurs);
        for (int i = 0; i < nbCoups; i++) {
            int[] r = MasterMindBase.nbBienMalPlaces(secret, cod[i], tabCouleurs.length);
            if (r[0] != rep[i][0] || r[1] != rep[i][1]) {
                Ut.afficherSL("Essai " + (i + 1) + " : la réponse était " + r[0] + " " + r[1]);
            }
        }
    }

    public static int[] statsMasterMindIA(int lgCode, char[] tabCouleurs) {
        int nbCouleurs = tabCouleurs.length;
        int maximum = 0, total = 0, nb = 0;
        String difficiles = "";
        int[] secret = new int[lgCode];
        do {
            int[][] cod = new int[1][lgCode];
            int[][] rep = new int[1][2];
            int nbCoups = 0;
            while (true) {
                rep[nbCoups] = MasterMindBase.nbBienMalPlaces(secret, cod[nbCoups], nbCouleurs);
                nbCoups++;
                if (rep[nbCoups - 1][0] == lgCode) {
                    break;
                }
                cod = java.util.Arrays.copyOf(cod, nbCoups + 1);
                rep = java.util.Arrays.copyOf(rep, nbCoups + 1);
                cod[nbCoups] = new int[lgCode];
                rep[nbCoups] = new int[2];
                MasterMindBase.passePropSuivante(cod, rep, nbCoups, nbCouleurs);
            }
            nb++;
            total += nbCoups;
            if (nbCoups > maximum) {
                maximum = nbCoups;
                difficiles = "";
            }
            if (nbCoups == maximum) {
                difficiles += " " + MasterMindBase.entiersVersMot(secret, tabCouleurs);
            }
        } while (MasterMindBase.passeCodeSuivantLexico(secret, nbCouleurs));
        Ut.afficherSL("Au plus " + maximum + " propositions, pour :" + difficiles);
        Ut.afficherSL("En moyenne " + ((double) total / nb) + " propositions.");
        return new int[] {maximum, total};
    }

    public static int[][] codesCFC(int[] secret, int nbCouleurs) {
        int lgCode = secret.length;
        int[][] props = new int[0][];
        // Phase C : le nombre de pions de chaque couleur.
        int[] k = new int[lgCode];
        int nk = 0;
        for (int c = 0; nk < lgCode; c++) {
            if (c == nbCouleurs - 1) {
                while (nk < lgCode) {
                    k[nk++] = c;
                }
                break;
            }
            int[] prop = new int[lgCode];
            for (int i = 0; i < lgCode; i++) {
                prop[i] = i < nk ? k[i] : c;
            }
            props = ajoute(props, prop);
            int[] r = MasterMindBase.nbBienMalPlaces(secret, prop, nbCouleurs);
            if (r[0] == lgCode) {
                return props;
            }
            for (int n = r[0] + r[1] - nk; n > 0; n--) {
                k[nk++] = c;
            }
        }
        // Phase FC : leur place, avec une couleur de fond et une de curseur.
        int[] det = MasterMindBase.initTab(lgCode, -1);
        int iFond = 0, iCurs = lgCode - 1, curseur = 0;
        while (k[iFond] != k[iCurs]) {
            while (det[curseur] >= 0) {
                curseur = (curseur + 1) % lgCode;
            }
            int[] prop = MasterMindBase.initTab(lgCode, k[iFond]);
            prop[curseur] = k[iCurs];
            props = ajoute(props, prop);
            int[] r = MasterMindBase.nbBienMalPlaces(secret, prop, nbCouleurs);
            if (r[0] == lgCode) {
                return props;
            }
            if (r[1] == 2) {
                det[curseur] = k[iFond];
                iFond++;
            } else if (r[1] == 0) {
                det[curseur] = k[iCurs];
                iCurs--;
            }
            curseur = (curseur + 1) % lgCode;
        }
        for (int i = 0; i < lgCode; i++) {
            if (det[i] < 0) {
                det[i] = k[iFond];
            }
        }
        return ajoute(props, det);
    }

    static int[][] ajoute(int[][] t, int[] c) {
        int[][] u = java.util.Arrays.copyOf(t, t.length + 1);
        u[t.length] = c;
        return u;
    }
}
