package dev.sdkgen.git;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-256-GCM for secrets at rest, with a key from configuration. A sealed value is
 * {@code v1:} + base64(12-byte random nonce + ciphertext + 16-byte tag); the associated data binds
 * it to what it belongs to (a repository URL), so a sealed token moved to another project's row
 * — or given to another URL — does not open.
 */
public final class SecretBox {

    private static final String PREFIX = "v1:";
    private static final int NONCE = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;

    private SecretBox(byte[] key) {
        this.key = new SecretKeySpec(key, "AES");
    }

    /** A box for a base64 key of 32 bytes (e.g. {@code head -c 32 /dev/urandom | base64}). */
    public static SecretBox ofBase64Key(String base64) {
        byte[] key;
        try {
            key = Base64.getDecoder().decode(base64.trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the secrets key is not base64");
        }
        if (key.length != 32) {
            throw new IllegalArgumentException("the secrets key must be 32 bytes (256 bits), not " + key.length);
        }
        return new SecretBox(key);
    }

    public String seal(String plaintext, String associatedData) {
        try {
            byte[] nonce = new byte[NONCE];
            RANDOM.nextBytes(nonce);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(associatedData.getBytes(StandardCharsets.UTF_8));
            byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
            return PREFIX + Base64.getEncoder().encodeToString(ByteBuffer.allocate(NONCE + sealed.length)
                    .put(nonce).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is not available", e);
        }
    }

    /** The plaintext; an exception when the value was not sealed with this key for this associated data. */
    public String open(String sealed, String associatedData) throws GeneralSecurityException {
        if (sealed == null || !sealed.startsWith(PREFIX)) {
            throw new GeneralSecurityException("not a sealed value");
        }
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(sealed.substring(PREFIX.length()));
        } catch (IllegalArgumentException e) {
            throw new GeneralSecurityException("not a sealed value");
        }
        if (bytes.length < NONCE + TAG_BITS / 8) {
            throw new GeneralSecurityException("not a sealed value");
        }
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, bytes, 0, NONCE));
        cipher.updateAAD(associatedData.getBytes(StandardCharsets.UTF_8));
        return new String(cipher.doFinal(bytes, NONCE, bytes.length - NONCE), StandardCharsets.UTF_8);
    }
}
