template <bool wp_linear_contiguous>
static void math_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_math_s000002 *_wp_args,
    wp_args_math_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    const wp::float32 var_4 = 0.5;
    bool var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    const wp::float32 var_8 = 3.0;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32* var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32* var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = -3.0;
    const wp::float32 var_23 = 3.0;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = -3.0;
    const wp::float32 var_27 = 3.0;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.75;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 1;
    wp::int32 var_34;
    wp::shape_t* var_35;
    const wp::int32 var_36 = 2;
    wp::int32 var_37;
    wp::shape_t var_38;
    wp::int32 var_39;
    wp::float32* var_40;
    const wp::float32 var_41 = 0.25;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    bool adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::shape_t adj_35 = {};
    wp::int32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::shape_t adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    //---------
    // forward
    // def math_s000002(                                                                      <L 7>
    // i, j, k = wp.tid()                                                                     <L 11>
    builtin_tid3d(var_0, var_1, var_2);
    // if a[i, j, k] < 0.5:                                                                   <L 12>
    var_3 = wp::address(var_a, var_0, var_1, var_2);
    var_6 = wp::load(var_3);
    var_5 = (var_6 < var_4);
    if (var_5) {
        // out[i, j, k] = a[i, j, k] * 3.0                                                    <L 13>
        var_7 = wp::address(var_a, var_0, var_1, var_2);
        var_10 = wp::load(var_7);
        var_9 = wp::mul(var_10, var_8);
        // wp::array_store(var_out, var_0, var_1, var_2, var_9);
        // return                                                                             <L 14>
        goto label0;
    }
    // x0 = wp.sqrt(wp.abs(wp.sin(wp.cos(a[i, j, k]))) + 1.0)                                 <L 15>
    var_11 = wp::address(var_a, var_0, var_1, var_2);
    var_13 = wp::load(var_11);
    var_12 = wp::cos(var_13);
    var_14 = wp::sin(var_12);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::sqrt(var_17);
    // x1 = wp.exp(wp.clamp(wp.exp(wp.clamp(wp.tanh(a[i, j, k]), -3.0, 3.0)), -3.0, 3.0))       <L 16>
    var_19 = wp::address(var_a, var_0, var_1, var_2);
    var_21 = wp::load(var_19);
    var_20 = wp::tanh(var_21);
    var_24 = wp::clamp(var_20, var_22, var_23);
    var_25 = wp::exp(var_24);
    var_28 = wp::clamp(var_25, var_26, var_27);
    var_29 = wp::exp(var_28);
    // out[i, j, k] = x0 + x1 * wp.static(3.0 / 4.0) + a[i, j, (k + 1) % a.shape[2]] * 0.25       <L 17>
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::add(var_18, var_31);
    var_34 = wp::add(var_2, var_33);
    var_35 = &(var_a.shape);
    var_38 = wp::load(var_35);
    var_37 = wp::extract(var_38, var_36);
    var_39 = wp::mod(var_34, var_37);
    var_40 = wp::address(var_a, var_0, var_1, var_39);
    var_43 = wp::load(var_40);
    var_42 = wp::mul(var_43, var_41);
    var_44 = wp::add(var_32, var_42);
    // wp::array_store(var_out, var_0, var_1, var_2, var_44);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_44, adj_out, adj_0, adj_1, adj_2, adj_44);
    wp::adj_add(var_32, var_42, adj_32, adj_42, adj_44);
    wp::adj_mul(var_43, var_41, adj_40, adj_41, adj_42);
    wp::adj_address(var_a, var_0, var_1, var_39, adj_a, adj_0, adj_1, adj_39, adj_40);
    wp::adj_mod(var_34, var_37, adj_34, adj_37, adj_39);
    adj_a.shape = adj_35;
    wp::adj_add(var_2, var_33, adj_2, adj_33, adj_34);
    wp::adj_add(var_18, var_31, adj_18, adj_31, adj_32);
    wp::adj_mul(var_29, var_30, adj_29, adj_30, adj_31);
    // adj: out[i, j, k] = x0 + x1 * wp.static(3.0 / 4.0) + a[i, j, (k + 1) % a.shape[2]] * 0.25  <L 17>
    wp::adj_exp(var_28, var_29, adj_28, adj_29);
    wp::adj_clamp(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
    wp::adj_exp(var_24, var_25, adj_24, adj_25);
    wp::adj_clamp(var_20, var_22, var_23, adj_20, adj_22, adj_23, adj_24);
    wp::adj_tanh(var_21, var_20, adj_19, adj_20);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_19);
    // adj: x1 = wp.exp(wp.clamp(wp.exp(wp.clamp(wp.tanh(a[i, j, k]), -3.0, 3.0)), -3.0, 3.0))  <L 16>
    wp::adj_sqrt(var_17, var_18, adj_17, adj_18);
    wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_abs(var_14, adj_14, adj_15);
    wp::adj_sin(var_12, adj_12, adj_14);
    wp::adj_cos(var_13, adj_11, adj_12);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_11);
    // adj: x0 = wp.sqrt(wp.abs(wp.sin(wp.cos(a[i, j, k]))) + 1.0)                            <L 15>
    if (var_5) {
        label0:;
        // adj: return                                                                        <L 14>
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_9, adj_out, adj_0, adj_1, adj_2, adj_9);
        wp::adj_mul(var_10, var_8, adj_7, adj_8, adj_9);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_7);
        // adj: out[i, j, k] = a[i, j, k] * 3.0                                               <L 13>
    }
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_3);
    // adj: if a[i, j, k] < 0.5:                                                              <L 12>
    // adj: i, j, k = wp.tid()                                                                <L 11>
    // adj: def math_s000002(                                                                 <L 7>
    return;
}