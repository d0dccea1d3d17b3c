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
    const wp::float32 var_3 = -0.75;
    wp::float32* var_4;
    const wp::float32 var_5 = 0.5;
    bool var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    const wp::float32 var_9 = 3.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32* var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32* var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = -3.0;
    const wp::float32 var_24 = 3.0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = -3.0;
    const wp::float32 var_28 = 3.0;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 0.75;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 1;
    wp::int32 var_35;
    wp::shape_t* var_36;
    const wp::int32 var_37 = 2;
    wp::int32 var_38;
    wp::shape_t var_39;
    wp::int32 var_40;
    wp::float32* var_41;
    const wp::float32 var_42 = 0.25;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
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
    wp::float32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::shape_t adj_36 = {};
    wp::int32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::shape_t adj_39 = {};
    wp::int32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    //---------
    // forward
    // def math_s000002(                                                                      <L 7>
    // i, j, k = wp.tid()                                                                     <L 11>
    builtin_tid3d(var_0, var_1, var_2);
    // if wp.static(-3.0 / 4.0) < a[i, j, k] < 0.5:                                           <L 12>
    var_4 = wp::address(var_a, var_0, var_1, var_2);
    var_7 = wp::load(var_4);
    var_6 = ((var_3 < var_7) && (var_7 < var_5));
    if (var_6) {
        // out[i, j, k] = a[i, j, k] * 3.0                                                    <L 13>
        var_8 = wp::address(var_a, var_0, var_1, var_2);
        var_11 = wp::load(var_8);
        var_10 = wp::mul(var_11, var_9);
        // wp::array_store(var_out, var_0, var_1, var_2, var_10);
        // return                                                                             <L 14>
        goto label0;
    }
    // x0 = wp.sqrt(wp.abs(wp.sin(wp.cos(a[i, j, k]))) + 1.0)                                 <L 15>
    var_12 = wp::address(var_a, var_0, var_1, var_2);
    var_14 = wp::load(var_12);
    var_13 = wp::cos(var_14);
    var_15 = wp::sin(var_13);
    var_16 = wp::abs(var_15);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::sqrt(var_18);
    // x1 = wp.exp(wp.clamp(wp.exp(wp.clamp(wp.tanh(a[i, j, k]), -3.0, 3.0)), -3.0, 3.0))       <L 16>
    var_20 = wp::address(var_a, var_0, var_1, var_2);
    var_22 = wp::load(var_20);
    var_21 = wp::tanh(var_22);
    var_25 = wp::clamp(var_21, var_23, var_24);
    var_26 = wp::exp(var_25);
    var_29 = wp::clamp(var_26, var_27, var_28);
    var_30 = wp::exp(var_29);
    // out[i, j, k] = x0 + x1 * 0.75 + a[i, j, (k + 1) % a.shape[2]] * 0.25                   <L 17>
    var_32 = wp::mul(var_30, var_31);
    var_33 = wp::add(var_19, var_32);
    var_35 = wp::add(var_2, var_34);
    var_36 = &(var_a.shape);
    var_39 = wp::load(var_36);
    var_38 = wp::extract(var_39, var_37);
    var_40 = wp::mod(var_35, var_38);
    var_41 = wp::address(var_a, var_0, var_1, var_40);
    var_44 = wp::load(var_41);
    var_43 = wp::mul(var_44, var_42);
    var_45 = wp::add(var_33, var_43);
    // wp::array_store(var_out, var_0, var_1, var_2, var_45);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_45, adj_out, adj_0, adj_1, adj_2, adj_45);
    wp::adj_add(var_33, var_43, adj_33, adj_43, adj_45);
    wp::adj_mul(var_44, var_42, adj_41, adj_42, adj_43);
    wp::adj_address(var_a, var_0, var_1, var_40, adj_a, adj_0, adj_1, adj_40, adj_41);
    wp::adj_mod(var_35, var_38, adj_35, adj_38, adj_40);
    adj_a.shape = adj_36;
    wp::adj_add(var_2, var_34, adj_2, adj_34, adj_35);
    wp::adj_add(var_19, var_32, adj_19, adj_32, adj_33);
    wp::adj_mul(var_30, var_31, adj_30, adj_31, adj_32);
    // adj: out[i, j, k] = x0 + x1 * 0.75 + a[i, j, (k + 1) % a.shape[2]] * 0.25              <L 17>
    wp::adj_exp(var_29, var_30, adj_29, adj_30);
    wp::adj_clamp(var_26, var_27, var_28, adj_26, adj_27, adj_28, adj_29);
    wp::adj_exp(var_25, var_26, adj_25, adj_26);
    wp::adj_clamp(var_21, var_23, var_24, adj_21, adj_23, adj_24, adj_25);
    wp::adj_tanh(var_22, var_21, adj_20, adj_21);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_20);
    // adj: x1 = wp.exp(wp.clamp(wp.exp(wp.clamp(wp.tanh(a[i, j, k]), -3.0, 3.0)), -3.0, 3.0))  <L 16>
    wp::adj_sqrt(var_18, var_19, adj_18, adj_19);
    wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_abs(var_15, adj_15, adj_16);
    wp::adj_sin(var_13, adj_13, adj_15);
    wp::adj_cos(var_14, adj_12, adj_13);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_12);
    // adj: x0 = wp.sqrt(wp.abs(wp.sin(wp.cos(a[i, j, k]))) + 1.0)                            <L 15>
    if (var_6) {
        label0:;
        // adj: return                                                                        <L 14>
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_10, adj_out, adj_0, adj_1, adj_2, adj_10);
        wp::adj_mul(var_11, var_9, adj_8, adj_9, adj_10);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_8);
        // adj: out[i, j, k] = a[i, j, k] * 3.0                                               <L 13>
    }
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_4);
    // adj: if wp.static(-3.0 / 4.0) < a[i, j, k] < 0.5:                                      <L 12>
    // adj: i, j, k = wp.tid()                                                                <L 11>
    // adj: def math_s000002(                                                                 <L 7>
    return;
}