// La solution de référence du kit Java, gardée par les tests du projet : le
// vérificateur la déclare entièrement réussie, et les fautes classiques
// qu'on y introduit sont chacune prises sur le cas qui les montre.
public class MasterMindBase {

    public static int[] initTab(int nb, int val) {
        int[] t = new int[nb];
        for (int i = 0; i < nb; i++) {
            t[i] = val;
        }
        return t;
    }

    public static int[] copieTab(int[] tab) {
        int[] t = new int[tab.length];
        for (int i = 0; i < tab.length; i++) {
            t[i] = tab[i];
        }
        return t;
    }

    public static String listElem(char[] t) {
        String s = "(";
        for (int i = 0; i < t.length; i++) {
            if (i > 0) {
                s += ",";
            }
            s += t[i];
        }
        return s + ")";
    }

    public static int plusGrandIndice(char[] t, char c) {
        int i = t.length - 1;
        while (i >= 0 && t[i] != c) {
            i--;
        }
        return i;
    }

    public static boolean estPresent(char[] t, char c) {
        return plusGrandIndice(t, c) >= 0;
    }

    public static boolean elemDiff(char[] t) {
        for (int i = 0; i < t.length; i++) {
            int j = plusGrandIndice(t, t[i]);
            if (j != i) {
                Ut.afficherSL(t[i] + " est aux indices " + i + " et " + j);
                return false;
            }
        }
        return true;
    }

    public static boolean sontEgaux(int[] t1, int[] t2) {
        for (int i = 0; i < t1.length; i++) {
            if (t1[i] != t2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int[] codeAleat(int lgCode, int nbCouleurs) {
        int[] cod = new int[lgCode];
        for (int i = 0; i < lgCode; i++) {
            cod[i] = Ut.randomMinMax(0, nbCouleurs - 1);
        }
        return cod;
    }

    public static boolean codeCorrect(String codMot, int lgCode, char[] tabCouleurs) {
        if (codMot.length() != lgCode) {
            Ut.afficherSL("Il faut " + lgCode + " lettres.");
            return false;
        }
        for (int i = 0; i < codMot.length(); i++) {
            if (!estPresent(tabCouleurs, codMot.charAt(i))) {
                Ut.afficherSL(codMot.charAt(i) + " n'est pas une couleur.");
                return false;
            }
        }
        return true;
    }

    public static int[] motVersEntiers(String codMot, char[] tabCouleurs) {
        int[] cod = new int[codMot.length()];
        for (int i = 0; i < cod.length; i++) {
            cod[i] = plusGrandIndice(tabCouleurs, codMot.charAt(i));
        }
        return cod;
    }

    public static String entiersVersMot(int[] cod, char[] tabCouleurs) {
        String mot = "";
        for (int i = 0; i < cod.length; i++) {
            mot += tabCouleurs[cod[i]];
        }
        return mot;
    }

    public static int[] tabFrequence(int[] cod, int nbCouleurs) {
        int[] f = new int[nbCouleurs];
        for (int i = 0; i < cod.length; i++) {
            f[cod[i]]++;
        }
        return f;
    }

    public static int nbCommuns(int[] cod1, int[] cod2, int nbCouleurs) {
        int[] f1 = tabFrequence(cod1, nbCouleurs), f2 = tabFrequence(cod2, nbCouleurs);
        int n = 0;
        for (int i = 0; i < nbCouleurs; i++) {
            n += Math.min(f1[i], f2[i]);
        }
        return n;
    }

    public static int nbBienPlaces(int[] cod1, int[] cod2) {
        int n = 0;
        int i = 0;
        while (i < cod1.length) {
            if (cod1[i] == cod2[i]) {
                n++;
            }
            i++;
        }
        return n;
    }

    public static int[] nbBienMalPlaces(int[] cod1, int[] cod2, int nbCouleurs) {
        int bien = nbBienPlaces(cod1, cod2);
        return new int[] {bien, nbCommuns(cod1, cod2, nbCouleurs) - bien};
    }

    public static boolean passeCodeSuivantLexico(int[] cod1, int nbCouleurs) {
        int i = cod1.length - 1;
        while (i >= 0 && cod1[i] == nbCouleurs - 1) {
            cod1[i] = 0;
            i--;
        }
        if (i < 0) {
            return false;
        }
        cod1[i]++;
        return true;
    }

    public static boolean estCompat(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs) {
        for (int i = 0; i < nbCoups; i++) {
            int[] r = nbBienMalPlaces(cod[i], cod[nbCoups], nbCouleurs);
            if (r[0] != rep[i][0] || r[1] != rep[i][1]) {
                return false;
            }
        }
        return true;
    }

    public static boolean passePropSuivante(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs) {
        cod[nbCoups] = copieTab(cod[nbCoups - 1]);
        while (passeCodeSuivantLexico(cod[nbCoups], nbCouleurs)) {
            if (estCompat(cod, rep, nbCoups, nbCouleurs)) {
                return true;
            }
        }
        return false;
    }

    public static int[] propositionCodeHumain(int nbCoups, int lgCode, char[] tabCouleurs) {
        Ut.afficher("Proposition " + (nbCoups + 1) + " : ");
        String mot = Ut.saisirChaine();
        while (!codeCorrect(mot, lgCode, tabCouleurs)) {
            Ut.afficher("Proposition " + (nbCoups + 1) + " : ");
            mot = Ut.saisirChaine();
        }
        return motVersEntiers(mot, tabCouleurs);
    }

    public static int malus(int[] rep, int lgCode) {
        return rep[1] + 2 * (lgCode - (rep[0] + rep[1]));
    }

    public static int mancheHumain(int lgCode, char[] tabCouleurs, int numManche, int nbEssaisMax) {
        Ut.afficherSL("Manche " + numManche + " : trouvez le code secret.");
        int[] secret = codeAleat(lgCode, tabCouleurs.length);
        int[] rep = new int[2];
        for (int nbCoups = 0; nbCoups < nbEssaisMax; nbCoups++) {
            int[] prop = propositionCodeHumain(nbCoups, lgCode, tabCouleurs);
            rep = nbBienMalPlaces(secret, prop, tabCouleurs.length);
            Ut.afficherSL(rep[0] + " bien placés, " + rep[1] + " mal placés");
            if (rep[0] == lgCode) {
                return nbCoups + 1;
            }
        }
        Ut.afficherSL("Perdu : le code secret était " + entiersVersMot(secret, tabCouleurs));
        return nbEssaisMax + malus(rep, lgCode);
    }

    public static boolean repCorrecte(int[] rep, int lgCode) {
        if (rep[0] < 0 || rep[1] < 0) {
            Ut.afficherSL("Les nombres ne peuvent pas être négatifs.");
            return false;
        }
        if (rep[0] + rep[1] > lgCode) {
            Ut.afficherSL("Il n'y a que " + lgCode + " pions.");
            return false;
        }
        if (rep[0] == lgCode - 1 && rep[1] == 1) {
            Ut.afficherSL("Cette réponse est impossible.");
            return false;
        }
        return true;
    }

    public static int[] reponseHumain(int lgCode) {
        int[] rep = new int[2];
        do {
            Ut.afficher("Bien placés : ");
            rep[0] = Ut.saisirEntier();
            Ut.afficher("Mal placés : ");
            rep[1] = Ut.saisirEntier();
        } while (!repCorrecte(rep, lgCode));
        return rep;
    }

    public static int mancheOrdinateur(int lgCode, char[] tabCouleurs, int numManche, int nbEssaisMax) {
        Ut.afficherSL("Manche " + numManche + " : pensez à un code, l'ordinateur le cherche.");
        int[][] cod = new int[nbEssaisMax][lgCode];
        int[][] rep = new int[nbEssaisMax][2];
        int nbCoups = 0;
        while (true) {
            Ut.afficherSL("Proposition " + (nbCoups + 1) + " : " + entiersVersMot(cod[nbCoups], tabCouleurs));
            rep[nbCoups] = reponseHumain(lgCode);
            nbCoups++;
            if (rep[nbCoups - 1][0] == lgCode) {
                return nbCoups;
            }
            if (nbCoups == nbEssaisMax) {
                return nbEssaisMax + malus(rep[nbCoups - 1], lgCode);
            }
            if (!passePropSuivante(cod, rep, nbCoups, tabCouleurs.length)) {
                Ut.afficherSL("Vos réponses se contredisent : pas de point pour cette manche.");
                return 0;
            }
        }
    }

    public static int saisirEntierPositif() {
        int n = Ut.saisirEntier();
        while (n <= 0) {
            Ut.afficherSL("Un entier strictement positif, s'il vous plaît.");
            n = Ut.saisirEntier();
        }
        return n;
    }

    public static int saisirEntierPairPositif() {
        int n = Ut.saisirEntier();
        while (n <= 0 || n % 2 != 0) {
            Ut.afficherSL("Un entier pair strictement positif, s'il vous plaît.");
            n = Ut.saisirEntier();
        }
        return n;
    }

    public static char[] saisirCouleurs() {
        Ut.afficher("Nombre de couleurs : ");
        int n = saisirEntierPositif();
        char[] t = new char[n];
        do {
            for (int i = 0; i < n; i++) {
                Ut.afficher("Couleur " + (i + 1) + " : ");
                t[i] = Character.toUpperCase(Ut.saisirChaine().charAt(0));
            }
        } while (!elemDiff(t));
        return t;
    }

    public static int[] partie(int lgCode, char[] tabCouleurs, int nbManches, int nbEssaisMax) {
        int scoreJoueur = 0, scoreOrdi = 0;
        for (int numManche = 1; numManche <= nbManches; numManche++) {
            if (numManche % 2 == 1) {
                scoreOrdi += mancheHumain(lgCode, tabCouleurs, numManche, nbEssaisMax);
            } else {
                scoreJoueur += mancheOrdinateur(lgCode, tabCouleurs, numManche, nbEssaisMax);
            }
            Ut.afficherSL("Scores : vous " + scoreJoueur + ", l'ordinateur " + scoreOrdi);
        }
        return new int[] {scoreJoueur, scoreOrdi};
    }

    public static void main(String[] args) {
        Ut.afficher("Nombre de pions : ");
        int lgCode = saisirEntierPositif();
        char[] tabCouleurs = saisirCouleurs();
        Ut.afficher("Nombre de manches : ");
        int nbManches = saisirEntierPairPositif();
        Ut.afficher("Nombre d'essais maximum : ");
        int nbEssaisMax = saisirEntierPositif();
        int[] scores = partie(lgCode, tabCouleurs, nbManches, nbEssaisMax);
        if (scores[0] > scores[1]) {
            Ut.afficherSL("Vous gagnez.");
        } else if (scores[1] > scores[0]) {
            Ut.afficherSL("L'ordinateur gagne.");
        } else {
            Ut.afficherSL("Match nul.");
        }
    }
}
