package dev.sdkgen.orchestrator.service;

import java.security.SecureRandom;

/** Opaque ids such as {@code prj_7f3a9c01b2d4e5f60718} and {@code bld_...}. */
public final class Ids {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Ids() {
    }

    public static String newId(String prefix) {
        byte[] bytes = new byte[10];
        RANDOM.nextBytes(bytes);
        StringBuilder sb = new StringBuilder(prefix).append('_');
        for (byte b : bytes) {
            sb.append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
        }
        return sb.toString();
    }
}
