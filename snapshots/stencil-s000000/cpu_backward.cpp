template <bool wp_linear_contiguous>
static void stencil_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_stencil_s000000 *_wp_args,
    wp_args_stencil_s000000 *_wp_adj_args)
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
    const wp::int32 var_2 = 1;
    wp::int32 var_3;
    const wp::int32 var_4 = 0;
    wp::int32 var_5;
    wp::float32* var_6;
    const wp::int32 var_7 = 1;
    wp::int32 var_8;
    wp::shape_t* var_9;
    const wp::int32 var_10 = 0;
    wp::int32 var_11;
    wp::shape_t var_12;
    const wp::int32 var_13 = 1;
    wp::int32 var_14;
    wp::int32 var_15;
    wp::float32* var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 1;
    wp::int32 var_21;
    const wp::int32 var_22 = 0;
    wp::shape_t* var_23;
    const wp::int32 var_24 = 1;
    wp::int32 var_25;
    wp::shape_t var_26;
    const wp::int32 var_27 = 1;
    wp::int32 var_28;
    wp::int32 var_29;
    wp::float32* var_30;
    const wp::int32 var_31 = 1;
    wp::int32 var_32;
    wp::shape_t* var_33;
    const wp::int32 var_34 = 1;
    wp::int32 var_35;
    wp::shape_t var_36;
    const wp::int32 var_37 = 1;
    wp::int32 var_38;
    wp::int32 var_39;
    wp::float32* var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::float32 var_45 = 0.25;
    wp::float32 var_46;
    wp::float32* var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32* var_50;
    const wp::float32 var_51 = 0.5;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::shape_t adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::shape_t adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::shape_t adj_23 = {};
    wp::int32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::shape_t adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::shape_t adj_33 = {};
    wp::int32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::shape_t adj_36 = {};
    wp::int32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
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
    // def stencil_s000000(                                                                   <L 7>
    // i, j = wp.tid()                                                                        <L 11>
    builtin_tid2d(var_0, var_1);
    // x0 = (a[wp.max(i - 1, 0), j] + a[wp.min(i + 1, a.shape[0] - 1), j] + (a[i, wp.clamp(j - 1, 0, a.shape[1] - 1)] + a[i, wp.min(j + 1, a.shape[1] - 1)])) * 0.25 - a[i, j]       <L 12>
    var_3 = wp::sub(var_0, var_2);
    var_5 = wp::max(var_3, var_4);
    var_6 = wp::address(var_a, var_5, var_1);
    var_8 = wp::add(var_0, var_7);
    var_9 = &(var_a.shape);
    var_12 = wp::load(var_9);
    var_11 = wp::extract(var_12, var_10);
    var_14 = wp::sub(var_11, var_13);
    var_15 = wp::min(var_8, var_14);
    var_16 = wp::address(var_a, var_15, var_1);
    var_18 = wp::load(var_6);
    var_19 = wp::load(var_16);
    var_17 = wp::add(var_18, var_19);
    var_21 = wp::sub(var_1, var_20);
    var_23 = &(var_a.shape);
    var_26 = wp::load(var_23);
    var_25 = wp::extract(var_26, var_24);
    var_28 = wp::sub(var_25, var_27);
    var_29 = wp::clamp(var_21, var_22, var_28);
    var_30 = wp::address(var_a, var_0, var_29);
    var_32 = wp::add(var_1, var_31);
    var_33 = &(var_a.shape);
    var_36 = wp::load(var_33);
    var_35 = wp::extract(var_36, var_34);
    var_38 = wp::sub(var_35, var_37);
    var_39 = wp::min(var_32, var_38);
    var_40 = wp::address(var_a, var_0, var_39);
    var_42 = wp::load(var_30);
    var_43 = wp::load(var_40);
    var_41 = wp::add(var_42, var_43);
    var_44 = wp::add(var_17, var_41);
    var_46 = wp::mul(var_44, var_45);
    var_47 = wp::address(var_a, var_0, var_1);
    var_49 = wp::load(var_47);
    var_48 = wp::sub(var_46, var_49);
    // out[i, j] = a[i, j] + x0 * 0.5                                                         <L 13>
    var_50 = wp::address(var_a, var_0, var_1);
    var_52 = wp::mul(var_48, var_51);
    var_54 = wp::load(var_50);
    var_53 = wp::add(var_54, var_52);
    // wp::array_store(var_out, var_0, var_1, var_53);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_53, adj_out, adj_0, adj_1, adj_53);
    wp::adj_add(var_54, var_52, adj_50, adj_52, adj_53);
    wp::adj_mul(var_48, var_51, adj_48, adj_51, adj_52);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_50);
    // adj: out[i, j] = a[i, j] + x0 * 0.5                                                    <L 13>
    wp::adj_sub(var_46, var_49, adj_46, adj_47, adj_48);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_47);
    wp::adj_mul(var_44, var_45, adj_44, adj_45, adj_46);
    wp::adj_add(var_17, var_41, adj_17, adj_41, adj_44);
    wp::adj_add(var_42, var_43, adj_30, adj_40, adj_41);
    wp::adj_address(var_a, var_0, var_39, adj_a, adj_0, adj_39, adj_40);
    wp::adj_min(var_32, var_38, adj_32, adj_38, adj_39);
    wp::adj_sub(var_35, var_37, adj_35, adj_37, adj_38);
    adj_a.shape = adj_33;
    wp::adj_add(var_1, var_31, adj_1, adj_31, adj_32);
    wp::adj_address(var_a, var_0, var_29, adj_a, adj_0, adj_29, adj_30);
    wp::adj_clamp(var_21, var_22, var_28, adj_21, adj_22, adj_28, adj_29);
    wp::adj_sub(var_25, var_27, adj_25, adj_27, adj_28);
    adj_a.shape = adj_23;
    wp::adj_sub(var_1, var_20, adj_1, adj_20, adj_21);
    wp::adj_add(var_18, var_19, adj_6, adj_16, adj_17);
    wp::adj_address(var_a, var_15, var_1, adj_a, adj_15, adj_1, adj_16);
    wp::adj_min(var_8, var_14, adj_8, adj_14, adj_15);
    wp::adj_sub(var_11, var_13, adj_11, adj_13, adj_14);
    adj_a.shape = adj_9;
    wp::adj_add(var_0, var_7, adj_0, adj_7, adj_8);
    wp::adj_address(var_a, var_5, var_1, adj_a, adj_5, adj_1, adj_6);
    wp::adj_max(var_3, var_4, adj_3, adj_4, adj_5);
    wp::adj_sub(var_0, var_2, adj_0, adj_2, adj_3);
    // adj: x0 = (a[wp.max(i - 1, 0), j] + a[wp.min(i + 1, a.shape[0] - 1), j] + (a[i, wp.clamp(j - 1, 0, a.shape[1] - 1)] + a[i, wp.min(j + 1, a.shape[1] - 1)])) * 0.25 - a[i, j]  <L 12>
    // adj: i, j = wp.tid()                                                                   <L 11>
    // adj: def stencil_s000000(                                                              <L 7>
    return;
}