template <bool wp_linear_contiguous>
static void tile_matmul_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_matmul_s000000 *_wp_args,
    wp_args_tile_matmul_s000000 *_wp_adj_args)
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
    const wp::int32 var_1 = 16;
    const wp::int32 var_2 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_3;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    const wp::int32 var_5 = 0;
    const wp::int32 var_6 = 16;
    const wp::int32 var_7 = 4;
    wp::tuple_t<wp::int32, wp::int32> var_8;
    const wp::int32 var_9 = 16;
    wp::int32 var_10;
    const wp::int32 var_11 = 4;
    wp::int32 var_12;
    wp::tuple_t<wp::int32, wp::int32> var_13;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true> var_14 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,4>,wp::tile_stride_t<4,1>,true>();
    const wp::int32 var_15 = 4;
    const wp::int32 var_16 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_17;
    const wp::int32 var_18 = 4;
    wp::int32 var_19;
    const wp::int32 var_20 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_21;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true> var_22 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<4,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_23 = 0;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_24 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_25 = 0;
    const wp::int32 var_26 = 0;
    const wp::int32 var_27 = 0;
    const wp::float32 var_28 = 1.0;
    const wp::float32 var_29 = 0.0;
    const wp::int32 var_30 = 1;
    const wp::int32 var_31 = 16;
    const wp::int32 var_32 = 4;
    wp::tuple_t<wp::int32, wp::int32> var_33;
    const wp::int32 var_34 = 16;
    wp::int32 var_35;
    const wp::int32 var_36 = 4;
    wp::int32 var_37;
    wp::tuple_t<wp::int32, wp::int32> var_38;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true> var_39 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,4>,wp::tile_stride_t<4,1>,true>();
    const wp::int32 var_40 = 4;
    const wp::int32 var_41 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_42;
    const wp::int32 var_43 = 4;
    wp::int32 var_44;
    const wp::int32 var_45 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_46;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true> var_47 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<4,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_48 = 0;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_49 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_50 = 0;
    const wp::int32 var_51 = 0;
    const wp::int32 var_52 = 0;
    const wp::float32 var_53 = 1.0;
    const wp::float32 var_54 = 0.0;
    const wp::int32 var_55 = 16;
    wp::int32 var_56;
    const wp::int32 var_57 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_58;
    const wp::int32 var_59 = 0;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_3 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_4{};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_13 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true>& adj_14 = var_14;
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_21 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true>& adj_22 = var_22;
    wp::int32 adj_23 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_24 = var_24;
    wp::int32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_33 = {};
    wp::int32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_38 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true>& adj_39 = var_39;
    wp::int32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_42 = {};
    wp::int32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::int32 adj_45 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_46 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true>& adj_47 = var_47;
    wp::int32 adj_48 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_49 = var_49;
    wp::int32 adj_50 = {};
    wp::int32 adj_51 = {};
    wp::int32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::int32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::int32 adj_57 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_58 = {};
    wp::int32 adj_59 = {};
    //---------
    // forward
    // def tile_matmul_s000000(                                                               <L 10>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // acc = wp.tile_zeros(shape=(16, 8), dtype=float)                                        <L 16>
    var_3 = wp::tuple(var_1, var_2);
    var_4 = wp::tile_zeros<float, 16, 8>();
    // for kk in range(2):                                                                    <L 17>
    // ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                           <L 18>
    var_8 = wp::tuple(var_6, var_7);
    var_10 = wp::mul(var_0, var_9);
    var_12 = wp::mul(var_5, var_11);
    var_13 = wp::tuple(var_10, var_12);
    var_14 = wp::tile_load<wp::float32, true, false, 16, 4>(var_a, var_10, var_12);
    // tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                                 <L 19>
    var_17 = wp::tuple(var_15, var_16);
    var_19 = wp::mul(var_5, var_18);
    var_21 = wp::tuple(var_19, var_20);
    var_22 = wp::tile_load<wp::float32, true, false, 4, 8>(var_b, var_19, var_23);
    // acc += wp.tile_matmul(ta, tb)                                                          <L 20>
    var_24 = wp::tile_matmul(var_25, var_26, var_27, var_14, var_22, var_24, var_28, var_29);
    wp::tile_add_inplace(var_4, var_24);
    // ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                           <L 18>
    var_33 = wp::tuple(var_31, var_32);
    var_35 = wp::mul(var_0, var_34);
    var_37 = wp::mul(var_30, var_36);
    var_38 = wp::tuple(var_35, var_37);
    var_39 = wp::tile_load<wp::float32, true, false, 16, 4>(var_a, var_35, var_37);
    // tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                                 <L 19>
    var_42 = wp::tuple(var_40, var_41);
    var_44 = wp::mul(var_30, var_43);
    var_46 = wp::tuple(var_44, var_45);
    var_47 = wp::tile_load<wp::float32, true, false, 4, 8>(var_b, var_44, var_48);
    // acc += wp.tile_matmul(ta, tb)                                                          <L 20>
    var_49 = wp::tile_matmul(var_50, var_51, var_52, var_39, var_47, var_49, var_53, var_54);
    wp::tile_add_inplace(var_4, var_49);
    // wp.tile_store(out, acc, offset=(i * 16, 0))                                            <L 21>
    var_56 = wp::mul(var_0, var_55);
    var_58 = wp::tuple(var_56, var_57);
    // wp::tile_store<wp::float32, true, false>(var_out, var_56, var_59, var_4);
    //---------
    // reverse
    wp::adj_tile_store(var_out, var_56, var_59, var_4, adj_out, adj_56, adj_59, adj_4);
    wp::adj_mul(var_0, var_55, adj_0, adj_55, adj_56);
    // adj: wp.tile_store(out, acc, offset=(i * 16, 0))                                       <L 21>
    wp::adj_tile_add_inplace(var_4, var_49, adj_4, adj_49);
    wp::adj_tile_matmul(var_50, var_51, var_52, var_39, var_47, var_49, var_53, var_54, adj_50, adj_51, adj_52, adj_39, adj_47, adj_49, adj_53, adj_54, adj_49);
    // adj: acc += wp.tile_matmul(ta, tb)                                                     <L 20>
    wp::adj_tile_load(var_b, var_44, var_48, adj_b, adj_44, adj_48, adj_47);
    wp::adj_mul(var_30, var_43, adj_30, adj_43, adj_44);
    // adj: tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                            <L 19>
    wp::adj_tile_load(var_a, var_35, var_37, adj_a, adj_35, adj_37, adj_39);
    wp::adj_mul(var_30, var_36, adj_30, adj_36, adj_37);
    wp::adj_mul(var_0, var_34, adj_0, adj_34, adj_35);
    // adj: ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                      <L 18>
    wp::adj_tile_add_inplace(var_4, var_24, adj_4, adj_24);
    wp::adj_tile_matmul(var_25, var_26, var_27, var_14, var_22, var_24, var_28, var_29, adj_25, adj_26, adj_27, adj_14, adj_22, adj_24, adj_28, adj_29, adj_24);
    // adj: acc += wp.tile_matmul(ta, tb)                                                     <L 20>
    wp::adj_tile_load(var_b, var_19, var_23, adj_b, adj_19, adj_23, adj_22);
    wp::adj_mul(var_5, var_18, adj_5, adj_18, adj_19);
    // adj: tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                            <L 19>
    wp::adj_tile_load(var_a, var_10, var_12, adj_a, adj_10, adj_12, adj_14);
    wp::adj_mul(var_5, var_11, adj_5, adj_11, adj_12);
    wp::adj_mul(var_0, var_9, adj_0, adj_9, adj_10);
    // adj: ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                      <L 18>
    // adj: for kk in range(2):                                                               <L 17>
    // adj: acc = wp.tile_zeros(shape=(16, 8), dtype=float)                                   <L 16>
    // adj: i = wp.tid()                                                                      <L 15>
    // adj: def tile_matmul_s000000(                                                          <L 10>
    return;
}