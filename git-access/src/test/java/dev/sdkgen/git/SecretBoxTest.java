package dev.sdkgen.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class SecretBoxTest {

    static String newKey() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return Base64.getEncoder().encodeToString(key);
    }

    @Test
    void sealsAndOpensBoundToItsAssociatedData() throws Exception {
        SecretBox box = SecretBox.ofBase64Key(newKey());
        String secret = "ghp_0123456789abcdefTOKEN";
        String sealed = box.seal(secret, "repo-a");
        assertFalse(sealed.contains(secret));
        assertFalse(new String(Base64.getDecoder().decode(sealed.substring(3))).contains(secret));
        assertNotEquals(sealed, box.seal(secret, "repo-a"), "a fresh nonce every time");
        assertEquals(secret, box.open(sealed, "repo-a"));
        assertThrows(GeneralSecurityException.class, () -> box.open(sealed, "repo-b"));
        assertThrows(GeneralSecurityException.class, () -> SecretBox.ofBase64Key(newKey()).open(sealed, "repo-a"));
        String tampered = sealed.substring(0, sealed.length() - 4) + (sealed.endsWith("AAAA") ? "BBBB" : "AAAA");
        assertThrows(GeneralSecurityException.class, () -> box.open(tampered, "repo-a"));
        assertThrows(IllegalArgumentException.class, () -> SecretBox.ofBase64Key("c2hvcnQ="));
    }

    @Test
    void credentialsOpenOnlyForTheirRepository() throws Exception {
        SecretBox box = SecretBox.ofBase64Key(newKey());
        String sealed = SealedCredentials.seal(box, new Credentials.Token("x-access-token", "glpat-secret"),
                "https://git.example.com/acme/a.git");
        assertEquals(new Credentials.Token("x-access-token", "glpat-secret"),
                SealedCredentials.open(box, sealed, "https://git.example.com/acme/a.git"));
        RepositoryException e = assertThrows(RepositoryException.class,
                () -> SealedCredentials.open(box, sealed, "https://attacker.example/acme/a.git"));
        assertEquals(RepositoryException.Kind.CREDENTIALS, e.kind());
        assertFalse(new Credentials.Token("u", "glpat-secret").toString().contains("glpat-secret"));
    }
}
