template <bool wp_linear_contiguous>
static void tile_matmul_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_tile_matmul_s000002 *_wp_args,
    wp_args_tile_matmul_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_c = _wp_adj_args->c;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::int32 var_2 = 8;
    const wp::int32 var_3 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_4;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_5 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
    const wp::int32 var_6 = 0;
    const wp::int32 var_7 = 8;
    const wp::int32 var_8 = 16;
    wp::tuple_t<wp::int32, wp::int32> var_9;
    const wp::int32 var_10 = 8;
    wp::int32 var_11;
    const wp::int32 var_12 = 16;
    wp::int32 var_13;
    wp::tuple_t<wp::int32, wp::int32> var_14;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<16,1>>, true> var_15 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,16>,wp::tile_stride_t<16,1>,true>();
    const wp::int32 var_16 = 16;
    const wp::int32 var_17 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_18;
    const wp::int32 var_19 = 16;
    wp::int32 var_20;
    const wp::int32 var_21 = 8;
    wp::int32 var_22;
    wp::tuple_t<wp::int32, wp::int32> var_23;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_24 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_25 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_26 = 0;
    const wp::int32 var_27 = 0;
    const wp::int32 var_28 = 0;
    const wp::float32 var_29 = 1.0;
    const wp::float32 var_30 = 0.0;
    const wp::int32 var_31 = 1;
    const wp::int32 var_32 = 8;
    const wp::int32 var_33 = 16;
    wp::tuple_t<wp::int32, wp::int32> var_34;
    const wp::int32 var_35 = 8;
    wp::int32 var_36;
    const wp::int32 var_37 = 16;
    wp::int32 var_38;
    wp::tuple_t<wp::int32, wp::int32> var_39;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<16,1>>, true> var_40 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,16>,wp::tile_stride_t<16,1>,true>();
    const wp::int32 var_41 = 16;
    const wp::int32 var_42 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_43;
    const wp::int32 var_44 = 16;
    wp::int32 var_45;
    const wp::int32 var_46 = 8;
    wp::int32 var_47;
    wp::tuple_t<wp::int32, wp::int32> var_48;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_49 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_50 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_51 = 0;
    const wp::int32 var_52 = 0;
    const wp::int32 var_53 = 0;
    const wp::float32 var_54 = 1.0;
    const wp::float32 var_55 = 0.0;
    const wp::int32 var_56 = 8;
    const wp::int32 var_57 = 8;
    wp::int32 var_58;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8>, wp::tile_stride_t<1>>, true> var_59 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8>,wp::tile_stride_t<1>,true>();
    const wp::int32 var_60 = 8;
    const wp::int32 var_61 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_62;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<0,1>>, false> var_63 = nullptr;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_64 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
    const wp::int32 var_65 = 8;
    wp::int32 var_66;
    const wp::int32 var_67 = 8;
    wp::int32 var_68;
    wp::tuple_t<wp::int32, wp::int32> var_69;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_4 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> adj_5{};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_14 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<16,1>>, true>& adj_15 = var_15;
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_23 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_24 = var_24;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true>& adj_25 = var_25;
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_34 = {};
    wp::int32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_39 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<16,1>>, true>& adj_40 = var_40;
    wp::int32 adj_41 = {};
    wp::int32 adj_42 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_43 = {};
    wp::int32 adj_44 = {};
    wp::int32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_48 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_49 = var_49;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true>& adj_50 = var_50;
    wp::int32 adj_51 = {};
    wp::int32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::int32 adj_57 = {};
    wp::int32 adj_58 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8>, wp::tile_stride_t<1>>, true>& adj_59 = var_59;
    wp::int32 adj_60 = {};
    wp::int32 adj_61 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_62 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<0,1>>, false>& adj_63 = var_63;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> adj_64{};
    wp::int32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::int32 adj_67 = {};
    wp::int32 adj_68 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_69 = {};
    //---------
    // forward
    // def tile_matmul_s000002(                                                               <L 10>
    // i, j = wp.tid()                                                                        <L 16>
    builtin_tid2d(var_0, var_1);
    // acc = wp.tile_zeros(shape=(8, 8), dtype=float)                                         <L 17>
    var_4 = wp::tuple(var_2, var_3);
    var_5 = wp::tile_zeros<float, 8, 8>();
    // for kk in range(2):                                                                    <L 18>
    // ta = wp.tile_load(a, shape=(8, 16), offset=(i * 8, kk * 16))                           <L 19>
    var_9 = wp::tuple(var_7, var_8);
    var_11 = wp::mul(var_0, var_10);
    var_13 = wp::mul(var_6, var_12);
    var_14 = wp::tuple(var_11, var_13);
    var_15 = wp::tile_load<wp::float32, true, false, 8, 16>(var_a, var_11, var_13);
    // tb = wp.tile_load(b, shape=(16, 8), offset=(kk * 16, j * 8))                           <L 20>
    var_18 = wp::tuple(var_16, var_17);
    var_20 = wp::mul(var_6, var_19);
    var_22 = wp::mul(var_1, var_21);
    var_23 = wp::tuple(var_20, var_22);
    var_24 = wp::tile_load<wp::float32, true, false, 16, 8>(var_b, var_20, var_22);
    // acc += wp.tile_matmul(ta, tb)                                                          <L 21>
    var_25 = wp::tile_matmul(var_26, var_27, var_28, var_15, var_24, var_25, var_29, var_30);
    wp::tile_add_inplace(var_5, var_25);
    // ta = wp.tile_load(a, shape=(8, 16), offset=(i * 8, kk * 16))                           <L 19>
    var_34 = wp::tuple(var_32, var_33);
    var_36 = wp::mul(var_0, var_35);
    var_38 = wp::mul(var_31, var_37);
    var_39 = wp::tuple(var_36, var_38);
    var_40 = wp::tile_load<wp::float32, true, false, 8, 16>(var_a, var_36, var_38);
    // tb = wp.tile_load(b, shape=(16, 8), offset=(kk * 16, j * 8))                           <L 20>
    var_43 = wp::tuple(var_41, var_42);
    var_45 = wp::mul(var_31, var_44);
    var_47 = wp::mul(var_1, var_46);
    var_48 = wp::tuple(var_45, var_47);
    var_49 = wp::tile_load<wp::float32, true, false, 16, 8>(var_b, var_45, var_47);
    // acc += wp.tile_matmul(ta, tb)                                                          <L 21>
    var_50 = wp::tile_matmul(var_51, var_52, var_53, var_40, var_49, var_50, var_54, var_55);
    wp::tile_add_inplace(var_5, var_50);
    // bias = wp.tile_load(c, shape=8, offset=j * 8)                                          <L 22>
    var_58 = wp::mul(var_1, var_57);
    var_59 = wp::tile_load<wp::float32, true, false, 8>(var_c, var_58);
    // y = acc + wp.tile_broadcast(bias, shape=(8, 8))                                        <L 23>
    var_62 = wp::tuple(var_60, var_61);
    var_63 = wp::tile_broadcast<8, 8, 0, 1>(var_59);
    var_64 = wp::tile_add(var_5, var_63);
    // wp.tile_store(out, y, offset=(i * 8, j * 8))                                           <L 24>
    var_66 = wp::mul(var_0, var_65);
    var_68 = wp::mul(var_1, var_67);
    var_69 = wp::tuple(var_66, var_68);
    // wp::tile_store<wp::float32, true, false>(var_out, var_66, var_68, var_64);
    //---------
    // reverse
    wp::adj_tile_store(var_out, var_66, var_68, var_64, adj_out, adj_66, adj_68, adj_64);
    wp::adj_mul(var_1, var_67, adj_1, adj_67, adj_68);
    wp::adj_mul(var_0, var_65, adj_0, adj_65, adj_66);
    // adj: wp.tile_store(out, y, offset=(i * 8, j * 8))                                      <L 24>
    wp::adj_tile_add(var_5, var_63, adj_5, adj_63, adj_64);
    wp::adj_tile_broadcast(var_59, adj_59, adj_63);
    // adj: y = acc + wp.tile_broadcast(bias, shape=(8, 8))                                   <L 23>
    wp::adj_tile_load(var_c, var_58, adj_c, adj_58, adj_59);
    wp::adj_mul(var_1, var_57, adj_1, adj_57, adj_58);
    // adj: bias = wp.tile_load(c, shape=8, offset=j * 8)                                     <L 22>
    wp::adj_tile_add_inplace(var_5, var_50, adj_5, adj_50);
    wp::adj_tile_matmul(var_51, var_52, var_53, var_40, var_49, var_50, var_54, var_55, adj_51, adj_52, adj_53, adj_40, adj_49, adj_50, adj_54, adj_55, adj_50);
    // adj: acc += wp.tile_matmul(ta, tb)                                                     <L 21>
    wp::adj_tile_load(var_b, var_45, var_47, adj_b, adj_45, adj_47, adj_49);
    wp::adj_mul(var_1, var_46, adj_1, adj_46, adj_47);
    wp::adj_mul(var_31, var_44, adj_31, adj_44, adj_45);
    // adj: tb = wp.tile_load(b, shape=(16, 8), offset=(kk * 16, j * 8))                      <L 20>
    wp::adj_tile_load(var_a, var_36, var_38, adj_a, adj_36, adj_38, adj_40);
    wp::adj_mul(var_31, var_37, adj_31, adj_37, adj_38);
    wp::adj_mul(var_0, var_35, adj_0, adj_35, adj_36);
    // adj: ta = wp.tile_load(a, shape=(8, 16), offset=(i * 8, kk * 16))                      <L 19>
    wp::adj_tile_add_inplace(var_5, var_25, adj_5, adj_25);
    wp::adj_tile_matmul(var_26, var_27, var_28, var_15, var_24, var_25, var_29, var_30, adj_26, adj_27, adj_28, adj_15, adj_24, adj_25, adj_29, adj_30, adj_25);
    // adj: acc += wp.tile_matmul(ta, tb)                                                     <L 21>
    wp::adj_tile_load(var_b, var_20, var_22, adj_b, adj_20, adj_22, adj_24);
    wp::adj_mul(var_1, var_21, adj_1, adj_21, adj_22);
    wp::adj_mul(var_6, var_19, adj_6, adj_19, adj_20);
    // adj: tb = wp.tile_load(b, shape=(16, 8), offset=(kk * 16, j * 8))                      <L 20>
    wp::adj_tile_load(var_a, var_11, var_13, adj_a, adj_11, adj_13, adj_15);
    wp::adj_mul(var_6, var_12, adj_6, adj_12, adj_13);
    wp::adj_mul(var_0, var_10, adj_0, adj_10, adj_11);
    // adj: ta = wp.tile_load(a, shape=(8, 16), offset=(i * 8, kk * 16))                      <L 19>
    // adj: for kk in range(2):                                                               <L 18>
    // adj: acc = wp.tile_zeros(shape=(8, 8), dtype=float)                                    <L 17>
    // adj: i, j = wp.tid()                                                                   <L 16>
    // adj: def tile_matmul_s000002(                                                          <L 10>
    return;
}