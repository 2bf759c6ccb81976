package dev.sdkgen.engine.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class WordsTest {
    @Test
    void operationIdsConvertTheSameWayInEveryCase() {
        assertEquals("patch_core_v1_namespaced_pod", Words.snake("patchCoreV1NamespacedPod"));
        assertEquals("patchCoreV1NamespacedPod", Words.camel("patch_core_v1_namespaced_pod"));
        assertEquals("patchCoreV1NamespacedPod", Words.camel("patchCoreV1NamespacedPod"));
        assertEquals("PatchCoreV1NamespacedPod", Words.pascal("patch_core_v1_namespaced_pod"));
        assertEquals("list_v1beta1_cron_job", Words.snake("listV1beta1CronJob"));
        assertEquals(List.of("v2", "Beta"), Words.split("v2Beta", true));
    }

    @Test
    void comparisonOperatorsBecomeWords() {
        assertEquals("date_sent_lt", Words.snake("DateSent<"));
        assertEquals("date_sent_gt", Words.snake("DateSent>"));
        assertEquals("dateSentLte", Words.camel("DateSent<="));
        assertEquals("StartTimeGte", Words.pascal("StartTime>="));
        assertEquals("status_ne", Words.snake("status!="));
    }

    @Test
    void theContractsTypeNameSplitIsUnchanged() {
        assertEquals(List.of("Date", "Sent"), Words.split("DateSent<"));
        assertEquals(List.of("Core", "V1Namespaced"), Words.split("CoreV1Namespaced"));
        assertEquals("CoreV1Namespaced", TypeNames.of("CoreV1Namespaced"));
    }
}
