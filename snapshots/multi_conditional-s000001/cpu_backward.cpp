template <bool wp_linear_contiguous>
static void multi_conditional_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_multi_conditional_s000001 *_wp_args,
    wp_args_multi_conditional_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    const wp::float32 var_3 = -0.625;
    wp::float32* var_4;
    const wp::float32 var_5 = -0.25;
    bool var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    const wp::float32 var_9 = 0.25;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 0.0;
    bool var_13;
    bool var_14;
    wp::float32* var_15;
    const wp::float32 var_16 = 0.25;
    bool var_17;
    wp::float32 var_18;
    wp::float32* var_19;
    const wp::float32 var_20 = 0.5;
    bool var_21;
    wp::float32 var_22;
    wp::float32* var_23;
    const wp::float32 var_24 = 0.25;
    bool var_25;
    wp::float32 var_26;
    bool var_27;
    wp::float32* var_28;
    const wp::float32 var_29 = 1.5;
    wp::float32 var_30;
    wp::float32 var_31;
    bool var_32;
    wp::float32* var_33;
    const wp::float32 var_34 = -0.5;
    bool var_35;
    wp::float32 var_36;
    wp::float32* var_37;
    const wp::float32 var_38 = 0.25;
    bool var_39;
    wp::float32 var_40;
    wp::float32* var_41;
    const wp::float32 var_42 = 0.5;
    bool var_43;
    wp::float32 var_44;
    wp::float32* var_45;
    const wp::float32 var_46 = 0.5;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32* var_49;
    const wp::float32 var_50 = 0.75;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    bool adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    bool adj_13 = {};
    bool adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    bool adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    bool adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    bool adj_25 = {};
    wp::float32 adj_26 = {};
    bool adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    bool adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    bool adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    bool adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    bool adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    //---------
    // forward
    // def multi_conditional_s000001(                                                         <L 10>
    // i, j, k = wp.tid()                                                                     <L 15>
    builtin_tid3d(var_0, var_1, var_2);
    // if -0.625 < a[i, j, k] < -0.25:                                                        <L 16>
    var_4 = wp::address(var_a, var_0, var_1, var_2);
    var_7 = wp::load(var_4);
    var_6 = ((var_3 < var_7) && (var_7 < var_5));
    if (var_6) {
        // out[i, j, k] = a[i, j, k] * 0.25                                                   <L 17>
        var_8 = wp::address(var_a, var_0, var_1, var_2);
        var_11 = wp::load(var_8);
        var_10 = wp::mul(var_11, var_9);
        // wp::array_store(var_out, var_0, var_1, var_2, var_10);
        // return                                                                             <L 18>
        goto label0;
    }
    // x0 = 0.0                                                                               <L 19>
    // if (a[i, j, k] > 0.25 or b[i, j, k] > 0.5) and not a[i, j, k] < 0.25:                  <L 20>
    var_15 = wp::address(var_a, var_0, var_1, var_2);
    var_18 = wp::load(var_15);
    var_17 = (var_18 > var_16);
    var_14 = var_17;
    if (!var_14) {
        var_19 = wp::address(var_b, var_0, var_1, var_2);
        var_22 = wp::load(var_19);
        var_21 = (var_22 > var_20);
        var_14 = var_14 || var_21;
    }
    var_13 = var_14;
    if (var_13) {
        var_23 = wp::address(var_a, var_0, var_1, var_2);
        var_26 = wp::load(var_23);
        var_25 = (var_26 < var_24);
        var_27 = wp::unot(var_25);
        var_13 = var_13 && var_27;
    }
    if (var_13) {
        // x0 = b[i, j, k] * 1.5                                                              <L 21>
        var_28 = wp::address(var_b, var_0, var_1, var_2);
        var_31 = wp::load(var_28);
        var_30 = wp::mul(var_31, var_29);
    }
    if (!var_13) {
        // elif b[i, j, k] < OFFSET or b[i, j, k] < 0.25 or b[i, j, k] > 0.5:                 <L 22>
        var_33 = wp::address(var_b, var_0, var_1, var_2);
        var_36 = wp::load(var_33);
        var_35 = (var_36 < var_34);
        var_32 = var_35;
        if (!var_32) {
            var_37 = wp::address(var_b, var_0, var_1, var_2);
            var_40 = wp::load(var_37);
            var_39 = (var_40 < var_38);
            var_32 = var_32 || var_39;
        }
        if (!var_32) {
            var_41 = wp::address(var_b, var_0, var_1, var_2);
            var_44 = wp::load(var_41);
            var_43 = (var_44 > var_42);
            var_32 = var_32 || var_43;
        }
        if (var_32) {
            // x0 = b[i, j, k] * wp.static(1.0 / 2.0)                                         <L 23>
            var_45 = wp::address(var_b, var_0, var_1, var_2);
            var_48 = wp::load(var_45);
            var_47 = wp::mul(var_48, var_46);
        }
        if (!var_32) {
            // x0 = a[i, j, k] - SCALE                                                        <L 25>
            var_49 = wp::address(var_a, var_0, var_1, var_2);
            var_52 = wp::load(var_49);
            var_51 = wp::sub(var_52, var_50);
        }
        var_53 = wp::where(var_32, var_47, var_51);
    }
    var_54 = wp::where(var_13, var_30, var_53);
    // out[i, j, k] = x0                                                                      <L 26>
    // wp::array_store(var_out, var_0, var_1, var_2, var_54);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_54, adj_out, adj_0, adj_1, adj_2, adj_54);
    // adj: out[i, j, k] = x0                                                                 <L 26>
    wp::adj_where(var_13, var_30, var_53, adj_13, adj_30, adj_53, adj_54);
    if (!var_13) {
        wp::adj_where(var_32, var_47, var_51, adj_32, adj_47, adj_51, adj_53);
        if (!var_32) {
            wp::adj_sub(var_52, var_50, adj_49, adj_50, adj_51);
            wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_49);
            // adj: x0 = a[i, j, k] - SCALE                                                   <L 25>
        }
        if (var_32) {
            wp::adj_mul(var_48, var_46, adj_45, adj_46, adj_47);
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_45);
            // adj: x0 = b[i, j, k] * wp.static(1.0 / 2.0)                                    <L 23>
        }
        if (!var_32) {
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_41);
        }
        if (!var_32) {
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_37);
        }
        wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_33);
        // adj: elif b[i, j, k] < OFFSET or b[i, j, k] < 0.25 or b[i, j, k] > 0.5:            <L 22>
    }
    if (var_13) {
        wp::adj_mul(var_31, var_29, adj_28, adj_29, adj_30);
        wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_28);
        // adj: x0 = b[i, j, k] * 1.5                                                         <L 21>
    }
    if (var_13) {
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_23);
    }
    if (!var_14) {
        wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_19);
    }
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_15);
    // adj: if (a[i, j, k] > 0.25 or b[i, j, k] > 0.5) and not a[i, j, k] < 0.25:             <L 20>
    // adj: x0 = 0.0                                                                          <L 19>
    if (var_6) {
        label0:;
        // adj: return                                                                        <L 18>
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_10, adj_out, adj_0, adj_1, adj_2, adj_10);
        wp::adj_mul(var_11, var_9, adj_8, adj_9, adj_10);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_8);
        // adj: out[i, j, k] = a[i, j, k] * 0.25                                              <L 17>
    }
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_4);
    // adj: if -0.625 < a[i, j, k] < -0.25:                                                   <L 16>
    // adj: i, j, k = wp.tid()                                                                <L 15>
    // adj: def multi_conditional_s000001(                                                    <L 10>
    return;
}