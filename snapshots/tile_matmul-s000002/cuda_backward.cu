extern "C" __global__ void tile_matmul_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_c,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        const wp::float32 var_26 = 1.0;
        const wp::float32 var_27 = 0.0;
        const wp::int32 var_28 = 1;
        const wp::int32 var_29 = 8;
        const wp::int32 var_30 = 16;
        wp::tuple_t<wp::int32, wp::int32> var_31;
        const wp::int32 var_32 = 8;
        wp::int32 var_33;
        const wp::int32 var_34 = 16;
        wp::int32 var_35;
        wp::tuple_t<wp::int32, wp::int32> var_36;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<16,1>>, true> var_37 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,16>,wp::tile_stride_t<16,1>,true>();
        const wp::int32 var_38 = 16;
        const wp::int32 var_39 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_40;
        const wp::int32 var_41 = 16;
        wp::int32 var_42;
        const wp::int32 var_43 = 8;
        wp::int32 var_44;
        wp::tuple_t<wp::int32, wp::int32> var_45;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_46 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_47 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,true>();
        const wp::float32 var_48 = 1.0;
        const wp::float32 var_49 = 0.0;
        const wp::int32 var_50 = 8;
        const wp::int32 var_51 = 8;
        wp::int32 var_52;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8>, wp::tile_stride_t<1>>, true> var_53 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8>,wp::tile_stride_t<1>,true>();
        const wp::int32 var_54 = 8;
        const wp::int32 var_55 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_56;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<0,1>>, false> var_57 = nullptr;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_58 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
        const wp::int32 var_59 = 8;
        wp::int32 var_60;
        const wp::int32 var_61 = 8;
        wp::int32 var_62;
        wp::tuple_t<wp::int32, wp::int32> var_63;
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
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::int32 adj_35 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_36 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<16,1>>, true>& adj_37 = var_37;
        wp::int32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_40 = {};
        wp::int32 adj_41 = {};
        wp::int32 adj_42 = {};
        wp::int32 adj_43 = {};
        wp::int32 adj_44 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_45 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_46 = var_46;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true>& adj_47 = var_47;
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8>, wp::tile_stride_t<1>>, true>& adj_53 = var_53;
        wp::int32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_56 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<0,1>>, false>& adj_57 = var_57;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> adj_58{};
        wp::int32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::int32 adj_62 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_63 = {};
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
        var_25 = wp::tile_matmul(dot_8_8_16_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_8_16_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_16_8_8_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, var_15, var_24, var_25, var_26, var_27);
        wp::tile_add_inplace(var_5, var_25);
        // ta = wp.tile_load(a, shape=(8, 16), offset=(i * 8, kk * 16))                           <L 19>
        var_31 = wp::tuple(var_29, var_30);
        var_33 = wp::mul(var_0, var_32);
        var_35 = wp::mul(var_28, var_34);
        var_36 = wp::tuple(var_33, var_35);
        var_37 = wp::tile_load<wp::float32, true, false, 8, 16>(var_a, var_33, var_35);
        // tb = wp.tile_load(b, shape=(16, 8), offset=(kk * 16, j * 8))                           <L 20>
        var_40 = wp::tuple(var_38, var_39);
        var_42 = wp::mul(var_28, var_41);
        var_44 = wp::mul(var_1, var_43);
        var_45 = wp::tuple(var_42, var_44);
        var_46 = wp::tile_load<wp::float32, true, false, 16, 8>(var_b, var_42, var_44);
        // acc += wp.tile_matmul(ta, tb)                                                          <L 21>
        var_47 = wp::tile_matmul(dot_8_8_16_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_8_16_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_16_8_8_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, var_37, var_46, var_47, var_48, var_49);
        wp::tile_add_inplace(var_5, var_47);
        // bias = wp.tile_load(c, shape=8, offset=j * 8)                                          <L 22>
        var_52 = wp::mul(var_1, var_51);
        var_53 = wp::tile_load<wp::float32, true, false, 8>(var_c, var_52);
        // y = acc + wp.tile_broadcast(bias, shape=(8, 8))                                        <L 23>
        var_56 = wp::tuple(var_54, var_55);
        var_57 = wp::tile_broadcast<8, 8, 0, 1>(var_53);
        var_58 = wp::tile_add(var_5, var_57);
        // wp.tile_store(out, y, offset=(i * 8, j * 8))                                           <L 24>
        var_60 = wp::mul(var_0, var_59);
        var_62 = wp::mul(var_1, var_61);
        var_63 = wp::tuple(var_60, var_62);
        // wp::tile_store<wp::float32, true, false>(var_out, var_60, var_62, var_58);
        //---------
        // reverse
        wp::adj_tile_store(var_out, var_60, var_62, var_58, adj_out, adj_60, adj_62, adj_58);
        wp::adj_mul(var_1, var_61, adj_1, adj_61, adj_62);
        wp::adj_mul(var_0, var_59, adj_0, adj_59, adj_60);
        // adj: wp.tile_store(out, y, offset=(i * 8, j * 8))                                      <L 24>
        wp::adj_tile_add(var_5, var_57, adj_5, adj_57, adj_58);
        wp::adj_tile_broadcast(var_53, adj_53, adj_57);
        // adj: y = acc + wp.tile_broadcast(bias, shape=(8, 8))                                   <L 23>
        wp::adj_tile_load(var_c, var_52, adj_c, adj_52, adj_53);
        wp::adj_mul(var_1, var_51, adj_1, adj_51, adj_52);
        // adj: bias = wp.tile_load(c, shape=8, offset=j * 8)                                     <L 22>
        wp::adj_tile_add_inplace(var_5, var_47, adj_5, adj_47);
        wp::adj_tile_matmul(dot_8_8_16_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_8_16_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_16_8_8_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, var_37, var_46, var_47, var_48, var_49, dot_8_8_16_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_8_16_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_16_8_8_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, adj_37, adj_46, adj_47, adj_48, adj_49, adj_47);
        // adj: acc += wp.tile_matmul(ta, tb)                                                     <L 21>
        wp::adj_tile_load(var_b, var_42, var_44, adj_b, adj_42, adj_44, adj_46);
        wp::adj_mul(var_1, var_43, adj_1, adj_43, adj_44);
        wp::adj_mul(var_28, var_41, adj_28, adj_41, adj_42);
        // adj: tb = wp.tile_load(b, shape=(16, 8), offset=(kk * 16, j * 8))                      <L 20>
        wp::adj_tile_load(var_a, var_33, var_35, adj_a, adj_33, adj_35, adj_37);
        wp::adj_mul(var_28, var_34, adj_28, adj_34, adj_35);
        wp::adj_mul(var_0, var_32, adj_0, adj_32, adj_33);
        // adj: ta = wp.tile_load(a, shape=(8, 16), offset=(i * 8, kk * 16))                      <L 19>
        wp::adj_tile_add_inplace(var_5, var_25, adj_5, adj_25);
        wp::adj_tile_matmul(dot_8_8_16_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_8_16_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_16_8_8_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, var_15, var_24, var_25, var_26, var_27, dot_8_8_16_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_8_16_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_16_8_8_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, adj_15, adj_24, adj_25, adj_26, adj_27, adj_25);
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
        continue;
    }
}